import type { Block, Inline, MdList } from './markdown.ts';

function Inlines({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((inline, index) =>
        inline.kind === 'strong' ? (
          <strong key={index}>{inline.text}</strong>
        ) : (
          <span key={index}>{inline.text}</span>
        ),
      )}
    </>
  );
}

function ListView({ list }: { list: MdList }) {
  const items = list.items.map((item, index) => (
    <li key={index}>
      <Inlines inlines={item.inlines} />
      {item.children && <ListView list={item.children} />}
      {item.extra.map((extra, extraIndex) => (
        <p key={extraIndex}>
          <Inlines inlines={extra} />
        </p>
      ))}
    </li>
  ));
  return list.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}

export function MarkdownView({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (block.kind === 'list') return <ListView key={index} list={block} />;
        if (block.kind === 'paragraph')
          return (
            <p key={index}>
              <Inlines inlines={block.inlines} />
            </p>
          );
        const Tag = (['h1', 'h2', 'h3'] as const)[block.level - 1]!;
        return (
          <Tag key={index}>
            <Inlines inlines={block.inlines} />
          </Tag>
        );
      })}
    </>
  );
}
