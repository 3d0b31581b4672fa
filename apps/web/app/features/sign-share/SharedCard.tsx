import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { fetchSharedSigns, signShareImagePath, signSharePagePath } from '../../api/sign-share.ts';
import { isWeChat } from '../../api/native-bridge.ts';
import { LoadState } from '../../components/ui/LoadState.tsx';
import { useLoad } from '../../components/ui/use-load.ts';
import { startFlow } from './flow-store.ts';
import { SignFrame } from './SignFrame.tsx';
import { SignReading } from './SignReading.tsx';

// /signShare/share/{code}: a friend's card as anyone with the link sees it — the nickname and the signs the
// friend chose to show, each with its reading — and the way into the steps: guess, then find out.

export function SharedCard({ code }: { code: string }) {
  const navigate = useNavigate();
  const { value: view, load, reload } = useLoad(() => fetchSharedSigns(code), code);

  useEffect(() => {
    if (!view || typeof navigator === 'undefined' || !isWeChat(navigator.userAgent)) return;
    void import('../../api/wechat.ts').then((wechat) =>
      wechat.setWeChatShare({
        title: `${view.nickname}的太阳、月亮与上升星座`,
        desc: '猜猜 TA 是什么星座，再测测你们的星座契合度',
        link: `${window.location.origin}${signSharePagePath(code)}`,
        imgUrl: `${window.location.origin}${signShareImagePath(code)}`,
      }),
    );
  }, [view, code]);

  if (load.kind !== 'ready' || !view)
    return (
      <SignFrame title="星座分享卡">
        <LoadState
          load={load}
          reload={reload}
          missingText="这张星座卡不存在或已失效。"
          failedText="星座卡暂时无法打开，请稍后再试。"
          back={{ to: '/signShare/shareMyChart', label: '生成我的星座卡' }}
        />
      </SignFrame>
    );

  const play = () => {
    startFlow(code);
    navigate('/signShare/GuessInfo');
  };
  return (
    <SignFrame title={`${view.nickname}的星座三要素`}>
      {view.viewer === 'owner' && (
        <p className="card sign-note">
          这是你自己的星座卡。<Link to="/signShare/ShareLink">去分享给好友</Link>
        </p>
      )}
      <SignReading point="sun" reading={view.sun} />
      {view.moon && <SignReading point="moon" reading={view.moon} />}
      {view.ascendant && <SignReading point="ascendant" reading={view.ascendant} />}
      <section className="card">
        <h2>你的太阳、月亮、上升是什么？</h2>
        <p className="sign-note">
          先凭感觉猜一猜，再一步步填写出生日期、时间和地点，看看你猜得准不准，以及你和{view.nickname}
          的星座有多合拍。
        </p>
        <div className="sign-actions">
          <button type="button" className="btn btn-primary" onClick={play}>
            猜猜我的星座
          </button>
        </div>
      </section>
    </SignFrame>
  );
}
