// Which points a chart shows besides the ten planets and Chiron, a setting of the chart pages: the true
// or the mean lunar node, the mean or the true (osculating) Lilith, and on request the south node, the
// Part of Fortune and the Vertex, and (another choice) the four main asteroids.

export const NODE_CHOICES = ['true', 'mean'] as const;
export type NodeChoice = (typeof NODE_CHOICES)[number];
export const NODE_CHOICE_NAMES_ZH: Record<NodeChoice, string> = {
  true: '真交点（默认）',
  mean: '平均交点',
};

export const LILITH_CHOICES = ['mean', 'true'] as const;
export type LilithChoice = (typeof LILITH_CHOICES)[number];
export const LILITH_CHOICE_NAMES_ZH: Record<LilithChoice, string> = {
  mean: '平均莉莉丝（默认）',
  true: '真莉莉丝（密切远地点）',
};

/** The point ids of the engine for each choice. */
export const NODE_POINT_IDS: Record<NodeChoice, 'trueNode' | 'meanNode'> = {
  true: 'trueNode',
  mean: 'meanNode',
};
export const LILITH_POINT_IDS: Record<LilithChoice, 'lilith' | 'trueLilith'> = {
  mean: 'lilith',
  true: 'trueLilith',
};

/** Shown with the extra points: the south node opposite the chosen node; the lots need a birth time. */
export const EXTRA_POINT_IDS = ['southNode', 'partOfFortune', 'vertex'] as const;
export type ExtraPointId = (typeof EXTRA_POINT_IDS)[number];
export const SOUTH_NODE = { nameZh: '南交点', glyph: '☋' } as const;

/**
 * The four main asteroids, shown on request (the chart setting `asteroids`, off by default: the engine computes them
 * only then). Ids as in the engine; they are read in their signs and houses among the chart points.
 */
export const ASTEROID_POINT_IDS = ['ceres', 'pallas', 'juno', 'vesta'] as const;
export type AsteroidPointId = (typeof ASTEROID_POINT_IDS)[number];
export const ASTEROID_POINTS: Record<AsteroidPointId, { nameZh: string; glyph: string }> = {
  ceres: { nameZh: '谷神星', glyph: '⚳' },
  pallas: { nameZh: '智神星', glyph: '⚴' },
  juno: { nameZh: '婚神星', glyph: '⚵' },
  vesta: { nameZh: '灶神星', glyph: '⚶' },
};
