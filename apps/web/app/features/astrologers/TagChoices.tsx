/** A set of tag-like checkboxes (擅长领域, 服务语言) posted under one form name. */
export function TagChoices({
  legend,
  name,
  options,
  checked = [],
}: {
  legend: string;
  name: string;
  options: readonly string[];
  checked?: readonly string[];
}) {
  return (
    <fieldset className="astro-choices astro-tags">
      <legend>{legend}</legend>
      {options.map((item) => (
        <label key={item} className="astro-tag">
          <input type="checkbox" name={name} value={item} defaultChecked={checked.includes(item)} />
          <span>{item}</span>
        </label>
      ))}
    </fieldset>
  );
}
