import type { MetaFunction } from 'react-router';
import { TarotReader } from '../features/tarot/TarotReader.tsx';

export const meta: MetaFunction = () => [
  { title: '塔罗占卜 - 星图' },
  { name: 'description', content: '写下你的问题，选择牌阵，由服务器随机抽牌，再读一段为你的牌面写的解读。' },
];

export default function TarotChatPage() {
  return <TarotReader />;
}
