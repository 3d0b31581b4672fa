import type { ChartRecord } from '@xingtu/contracts/charts';

// Short explanations of each placement for the learning page: what the planet stands for, how the
// sign colours it, and where (the house) it shows in life. Keywords only; long readings live in
// @xingtu/readings.

const PLANET_THEME: Record<string, string> = {
  sun: '自我与生命力',
  moon: '情绪与安全感',
  mercury: '思考与沟通',
  venus: '爱与审美',
  mars: '行动与欲望',
  jupiter: '成长与机遇',
  saturn: '责任与考验',
  uranus: '变革与独立',
  neptune: '梦想与灵感',
  pluto: '蜕变与力量',
  trueNode: '人生方向',
  chiron: '伤痛与疗愈',
  lilith: '被压抑的本能',
};
const SIGN_STYLE: Record<string, string> = {
  aries: '直接、果敢、充满冲劲',
  taurus: '稳定、务实、重视感受',
  gemini: '灵活、好奇、善于表达',
  cancer: '敏感、顾家、重视归属',
  leo: '自信、热情、渴望被看见',
  virgo: '细致、严谨、乐于服务',
  libra: '优雅、讲求平衡与合作',
  scorpio: '深刻、专注、爱恨分明',
  sagittarius: '乐观、爱自由、追求意义',
  capricorn: '踏实、有目标、重视成就',
  aquarius: '理性、独立、追求创新',
  pisces: '温柔、富同理心、想象丰富',
};
const HOUSE_AREA = [
  '',
  '自我形象',
  '金钱与资源',
  '学习与沟通',
  '家庭与根基',
  '恋爱与创造',
  '工作与健康',
  '伴侣与合作',
  '共享资源与深层关系',
  '远行与信仰',
  '事业与名声',
  '朋友与社群',
  '潜意识与独处',
];

export function placementText(point: ChartRecord['points'][number]): string {
  const theme = PLANET_THEME[point.id] ?? point.nameZh;
  const style = SIGN_STYLE[point.signId] ?? '';
  const area = point.house ? `，这份能量主要体现在「${HOUSE_AREA[point.house]}」（第${point.house}宫）` : '';
  const retro = point.retrograde ? '逆行时这份能量更多向内发展、需要反复体会。' : '';
  return `${point.nameZh}代表${theme}。落在${point.signZh}，表现为${style}${area}。${retro}`;
}

export function PlacementNotes({ chart }: { chart: ChartRecord }) {
  return (
    <section className="placement-notes" aria-label="星体落点说明">
      <h2>星体落点说明</h2>
      <ul>
        {chart.points.map((p) => (
          <li key={p.id}>
            <strong>
              {p.nameZh}
              {p.retrograde ? '℞' : ''} · {p.signZh}
              {p.house ? ` · 第${p.house}宫` : ''}
            </strong>
            <p>{placementText(p)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
