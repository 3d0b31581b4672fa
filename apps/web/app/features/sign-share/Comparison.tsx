import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '@xingtu/contracts/shell';
import { SIGN_INVITE_NO_REWARD_LABELS } from '@xingtu/contracts/sign-share';
import { ApiError } from '../../api/api-error.ts';
import { compareWithShare, joinInvitation } from '../../api/sign-share.ts';
import { LoadState } from '../../components/ui/LoadState.tsx';
import { useSessionUser } from './session.ts';
import { ChartResultTrio } from './ComparisonTrio.tsx';
import { readFlow, writeFlow } from './flow-store.ts';
import { SignFrame } from './SignFrame.tsx';
import { StartAgain, useFlow } from './StepPages.tsx';
import { useLoad } from '../../components/ui/use-load.ts';

// /signShare/chartComparison?code=: the friend's signs against the card's, pair by pair; a visitor is
// invited to register (the code rides along in the return address), and a new member who comes back
// signed in accepts the invitation once.

function JoinInvitation({ code }: { code: string }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (readFlow().joined) return;
    let live = true;
    joinInvitation(code).then(
      (result) => {
        if (!live) return;
        writeFlow({ joined: true });
        setMessage({
          ok: true,
          text:
            result.outcome === 'rewarded'
              ? `你已接受${result.inviterNickname}的邀请，TA 获得了免费提问奖励，谢谢你！`
              : `你已接受${result.inviterNickname}的邀请。（${SIGN_INVITE_NO_REWARD_LABELS[result.reason ?? 'device']}）`,
        });
      },
      (error: unknown) => {
        if (!live) return;
        writeFlow({ joined: true });
        // An older account, the sharer's own card, or an invitation already accepted: said quietly.
        if (error instanceof ApiError) setMessage({ ok: false, text: error.message });
      },
    );
    return () => {
      live = false;
    };
  }, [code]);
  if (!message) return null;
  return (
    <p className={message.ok ? 'card form-ok' : 'card sign-note'} role="status">
      {message.text}
    </p>
  );
}

export function Comparison({ code }: { code: string }) {
  const flow = useFlow();
  const location = useLocation();
  const user = useSessionUser();
  const birth = flow?.birth ?? null;
  const { value, load, reload } = useLoad(
    () => (birth ? compareWithShare(code, birth) : Promise.reject(new Error('no birth'))),
    `${code}:${JSON.stringify(birth)}`,
  );
  if (!flow) return null;
  if (!birth) return <StartAgain title="星座对比" />;
  if (load.kind !== 'ready' || !value)
    return (
      <SignFrame title="星座对比">
        <LoadState
          load={load}
          reload={reload}
          missingText="这张星座卡不存在或已失效。"
          failedText="对比暂时无法完成，请稍后再试。"
          back={{ to: '/signShare/chartResultPage', label: '返回我的结果' }}
        />
      </SignFrame>
    );
  const here = `${location.pathname}${location.search}`;
  return (
    <SignFrame
      title={`我和${value.nickname}的星座对比`}
      back={{ to: '/signShare/chartResultPage', label: '我的结果' }}
    >
      {user.signedIn && <JoinInvitation code={code} />}
      <section className="card">
        <ChartResultTrio theirs={value.theirs} yours={value.yours} nickname={value.nickname} />
        <p className="sign-note">星座契合度</p>
        <p className="sign-harmony">{value.harmony}</p>
        <p>{value.summary}</p>
      </section>
      {value.pairs.map((pair) => (
        <section className="card" key={pair.role} aria-label={pair.title}>
          <h2>
            {pair.title} · {pair.relationZh}
          </h2>
          <p>{pair.text}</p>
        </section>
      ))}
      <section className="card">
        {user.ready && !user.signedIn ? (
          <>
            <h2>注册星图，保存你的星盘</h2>
            <p className="sign-note">
              注册后可以生成自己的星座卡、查看完整星盘，并每天免费向 AI 占星师提问。
            </p>
            <div className="sign-actions">
              <Link className="btn btn-primary" to={loginPathFor(here, '/register')}>
                免费注册
              </Link>
              <Link className="btn" to={loginPathFor(here)}>
                已有账号，登录
              </Link>
            </div>
          </>
        ) : (
          <div className="sign-actions">
            <Link className="btn btn-primary" to="/signShare/edit">
              生成我的星座卡，邀请好友来测
            </Link>
          </div>
        )}
      </section>
    </SignFrame>
  );
}
