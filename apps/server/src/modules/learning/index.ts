// The learning hub's tools (/learning/tools/{name}): pure computations over packages/astro that other areas may
// reuse, e.g. a planet's year of ingresses and stations.
export { planetYear } from './planet-cycle.ts';
export { skyTool } from './sky-tool.ts';
