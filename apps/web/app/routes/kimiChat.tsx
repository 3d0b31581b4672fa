import type { MetaFunction } from 'react-router';
import { AI_MODE_COPY } from '@xingtu/contracts/ai';
import { AiChat } from '../features/ai/AiChat.tsx';

export const meta: MetaFunction = () => [
  { title: `${AI_MODE_COPY.kimi.title} - 星图` },
  { name: 'description', content: AI_MODE_COPY.kimi.intro },
];

export default function AiChatPage() {
  return <AiChat mode="kimi" />;
}
