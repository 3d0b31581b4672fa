import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { NotFound } from '../components/ui/NotFound.tsx';
import { AspectTool } from '../features/learning/tools/AspectTool.tsx';
import { HousesTool } from '../features/learning/tools/HousesTool.tsx';
import { IngressTool } from '../features/learning/tools/IngressTool.tsx';
import { MoonTool } from '../features/learning/tools/MoonTool.tsx';
import { SkyTool } from '../features/learning/tools/SkyTool.tsx';
import { SolarTimeTool } from '../features/learning/tools/SolarTimeTool.tsx';
import { TOOLS, toolHref, toolInfo } from '../features/learning/tools/tool-catalogue.ts';
import { loadTool } from '../features/learning/tools/tools.server.ts';
import '../features/learning/learning.css';
import '../features/learning/tools/tools.css';

// /learning/tools/{name}: the hub's interactive tools. Each form submits with GET, so a new question reruns the
// loader through a client-side navigation (no page reload) and its address can be shared.

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const info = toolInfo(params.name ?? '');
  if (!info) return data({ info: null, page: null }, { status: 404 });
  return { info, page: await loadTool(info.name, new URL(request.url).searchParams, context) };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  loaded?.info
    ? [
        { title: `${loaded.info.title} - 占星工具 - 星图` },
        { name: 'description', content: loaded.info.description },
      ]
    : [{ title: '页面不存在 - 星图' }];

export default function LearningToolPage() {
  const { info, page } = useLoaderData<typeof loader>();
  if (!info || !page) return <NotFound />;
  return (
    <div className="page learning-page tool-page">
      <nav className="learning-crumbs" aria-label="位置">
        <Link to="/learning">学习中心</Link> › <span>占星工具</span>
      </nav>
      <h1>{info.title}</h1>
      <p className="muted">{info.intro}</p>
      {page.tool === 'sky' && <SkyTool input={page.input} outcome={page.outcome} />}
      {page.tool === 'ingress' && <IngressTool input={page.input} outcome={page.outcome} />}
      {page.tool === 'moon' && <MoonTool input={page.input} outcome={page.outcome} />}
      {page.tool === 'houses' && <HousesTool input={page.input} outcome={page.outcome} />}
      {page.tool === 'aspect' && <AspectTool input={page.input} outcome={page.outcome} />}
      {page.tool === 'solarTime' && <SolarTimeTool input={page.input} outcome={page.outcome} />}
      <nav className="tool-nav" aria-label="其他工具">
        <h2>其他工具</h2>
        <ul>
          {TOOLS.filter((tool) => tool.name !== info.name).map((tool) => (
            <li key={tool.name}>
              <Link to={toolHref(tool.name)}>{tool.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
