import type { AiMode } from '@xingtu/contracts/ai';
import { careerReadings, natalReadings, type ReadingItem } from '@xingtu/readings/select';
import type { Grounding } from './grounding.ts';
import { BUILTIN_PHRASES as P, fill, type Topic } from './prompts.ts';

// The built-in reading engine's answer: the passages of the project's own readings corpus that fit
// the question, each under a heading that names the chart fact it reads (so the answer cites the
// chart), with today's transits. Pure: the same chart, day and question read the same way.

const TOPIC_ITEMS: Record<Exclude<Topic, 'transit' | 'whole' | 'career'>, RegExp> = {
  love: /^(venus|moon|mars)-(sign|house)$|^aspect-.*(venus|moon)/,
  study: /^(mercury|jupiter)-(sign|house)$|^aspect-.*mercury/,
  core: /^(sun|moon)-sign$|^asc-sign$/,
  aspects: /^aspect-/,
};

export function topicsOf(question: string): Set<Topic> {
  const found = new Set<Topic>();
  for (const [topic, words] of Object.entries(P.topics) as [Topic, string[]][])
    if (words.some((word) => question.includes(word))) found.add(topic);
  return found;
}

const section = (item: ReadingItem) => `【${item.title}】\n${item.text}`;

function chosenItems(mode: AiMode, grounding: Grounding, topics: Set<Topic>): ReadingItem[] {
  const natalItems = natalReadings(grounding.natal).flatMap((s) => s.items);
  if (mode === 'career' || topics.has('career')) {
    const career = careerReadings(grounding.natal, { transit: grounding.sky }).flatMap((s) => s.items);
    return career.filter((item) => item.key !== 'note-no-birth-time').slice(0, mode === 'career' ? 5 : 3);
  }
  if (topics.has('whole') || mode === 'kimi') {
    const limit = topics.has('whole') ? 14 : 6;
    return natalItems.filter((item) => item.key !== 'note-no-birth-time').slice(0, limit);
  }
  const picked: ReadingItem[] = [];
  for (const topic of ['core', 'love', 'study', 'aspects'] as const) {
    if (!topics.has(topic)) continue;
    for (const item of natalItems)
      if (TOPIC_ITEMS[topic].test(item.key) && !picked.includes(item)) picked.push(item);
  }
  const chosen = picked.length > 0 ? picked : natalItems.filter((item) => TOPIC_ITEMS.core.test(item.key));
  return chosen.slice(0, 5);
}

export function builtinAnswer(mode: AiMode, grounding: Grounding, question: string): string {
  const topics = topicsOf(question);
  const parts = [fill(P.intro, { name: grounding.name }), fill(P.questionEcho, { question })];
  if (!grounding.timeKnown) parts.push(P.noTime);
  const transitFirst = topics.has('transit') && !topics.has('core');
  const transitPart = () => {
    const lines = grounding.transits.slice(0, transitFirst ? 4 : 2);
    parts.push(`${P.transitHeading}（${grounding.today}）`);
    if (lines.length === 0) parts.push(P.noTransit);
    for (const hit of lines) parts.push(section(hit));
  };
  if (transitFirst) transitPart();
  for (const item of chosenItems(mode, grounding, topics)) parts.push(section(item));
  if (!transitFirst) transitPart();
  parts.push(P.closing);
  return parts.join('\n\n');
}
