import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { contractBlocks } from '../features/contract/contracts.server.ts';
import { documentTitle } from '../features/contract/markdown.ts';
import { MarkdownView } from '../features/contract/MarkdownView.tsx';
import { NotFound } from '../components/ui/NotFound.tsx';
import '../features/contract/contract.css';

export function loader({ params }: LoaderFunctionArgs) {
  const blocks = contractBlocks(params.key ?? '');
  if (!blocks) return data({ blocks: null, title: '' }, { status: 404 });
  return { blocks, title: documentTitle(blocks) };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded?.title || '协议'} - 星图` },
];

export default function ContractPage() {
  const { blocks } = useLoaderData<typeof loader>();
  if (!blocks) return <NotFound />;
  return (
    <article className="page contract">
      <MarkdownView blocks={blocks} />
    </article>
  );
}
