import { useEffect } from 'react';
import { useNavigate, useParams, type MetaFunction } from 'react-router';
import { storeChannel } from '../features/channel/channel.ts';
import { PageLoading } from '../components/ui/PageState.tsx';

export const meta: MetaFunction = () => [{ title: '星图' }, { name: 'robots', content: 'noindex' }];

/** An outside channel's entry link: remember the channel (sent as Channel-Id), then go home. */
export default function OutChannelPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    storeChannel(code);
    navigate('/', { replace: true });
  }, [code, navigate]);
  return <PageLoading text="正在进入星图…" />;
}
