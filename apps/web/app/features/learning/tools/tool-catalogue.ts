import type { LearningToolName } from '@xingtu/contracts/learning';

// The tools as the hub lists them: a title, a line saying what the tool answers, and the page's description.

export interface ToolInfo {
  name: LearningToolName;
  title: string;
  intro: string;
  description: string;
}

export const TOOLS: readonly ToolInfo[] = [
  {
    name: 'sky',
    title: '此刻星空',
    intro: '任选一个时刻，看十颗行星、北交点和凯龙星各在哪个星座、是顺行还是逆行。',
    description: '查看此刻或任意时刻的星空：行星所在星座与度数、顺行逆行、月相与四元素分布，时间为北京时间。',
  },
  {
    name: 'ingress',
    title: '换座与逆行表',
    intro: '选一颗行星和年份，列出它一整年的换座、停滞和逆行期。',
    description: '太阳到冥王星任意一颗行星在某一年的换座时刻、停滞度数与完整逆行期，北京时间精确到分钟。',
  },
  {
    name: 'moon',
    title: '月相月历',
    intro: '一个月里新月、上弦、满月、下弦的精确时刻，以及每晚月亮的样子。',
    description: '按月查看新月、上弦月、满月、下弦月的北京时间与所在星座，以及每天晚上八点的月相和亮度。',
  },
  {
    name: 'houses',
    title: '宫位制对照',
    intro: '同一份出生资料放进八种宫位制，看宫头怎样移动、哪些行星会换宫。',
    description: '把同一份出生资料放进普拉西度、科赫、整宫、等宫等八种宫位制，对照宫头度数与行星落宫的差别。',
  },
  {
    name: 'aspect',
    title: '相位计算器',
    intro: '输入两个星座度数，算出角距、最接近的相位和容许度。',
    description: '输入两个黄道位置，计算角距，判断构成哪种相位、误差多少、是否在默认容许度之内。',
  },
  {
    name: 'solarTime',
    title: '真太阳时换算',
    intro: '把出生地的钟表时间换成真太阳时，看经度差和均时差各占多少。',
    description:
      '输入日期、钟表时间和地点，换算地方平时、均时差与真太阳时，并给出对应的时辰，自动处理夏令时。',
  },
];

export const toolInfo = (name: string): ToolInfo | undefined => TOOLS.find((tool) => tool.name === name);
export const toolHref = (name: LearningToolName): string => `/learning/tools/${name}`;
