export function Avatar({
  src,
  name,
  size = 40,
}: {
  src: string | null | undefined;
  name: string;
  size?: number;
}) {
  if (src) return <img className="avatar" src={src} alt={`${name}的头像`} width={size} height={size} />;
  return (
    <span
      className="avatar avatar-text"
      style={{ width: size, height: size, fontSize: size * 0.45 }}
      aria-hidden="true"
    >
      {name.slice(0, 1) || '星'}
    </span>
  );
}
