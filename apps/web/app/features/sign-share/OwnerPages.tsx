import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '@xingtu/contracts/shell';
import {
  SIGN_INVITE_NO_REWARD_LABELS,
  SIGN_INVITE_REWARD_CREDITS,
  SIGN_INVITE_REWARD_DAYS,
  SIGN_SHARE_NICKNAME_MAX,
  type SignShareSummary,
} from '@xingtu/contracts/sign-share';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { ContactProfile } from '@xingtu/contracts/contacts';
import { ApiError } from '../../api/api-error.ts';
import { isWeChat } from '../../api/native-bridge.ts';
import {
  fetchMySignShare,
  fetchSignInvitations,
  saveSignShare,
  signShareImagePath,
  signSharePagePath,
  type SignBirthInput,
} from '../../api/sign-share.ts';
import { copyLink } from '../../components/ui/copy-link.ts';
import { LoadState } from '../../components/ui/LoadState.tsx';
import { EmptyState } from '../../components/ui/PageState.tsx';
import { useSessionUser } from './session.ts';
import { SignFrame } from './SignFrame.tsx';
import { SignTrio } from './ChartResult.tsx';
import { useLoad } from '../../components/ui/use-load.ts';
import { signInfo } from './SignReading.tsx';

// The sharer's pages: their card (shareMyChart), making it (edit), the link and image (ShareLink), the
// invitation rules (invite), the ways to send it (inviteOptions) and the friends who came (myInvitations).
// Every one needs a signed-in member; a visitor is sent to sign in and comes back.

function SignedIn({ title, children }: { title: string; children: ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  if (!user.ready) return <SignFrame title={title}>{null}</SignFrame>;
  if (!user.signedIn)
    return (
      <SignFrame title={title}>
        <section className="card">
          <p>登录后即可生成你的星座卡，邀请好友来测，并获得免费提问奖励。</p>
          <div className="sign-actions">
            <Link className="btn btn-primary" to={loginPathFor(`${location.pathname}${location.search}`)}>
              登录
            </Link>
            <Link className="btn" to={loginPathFor(`${location.pathname}${location.search}`, '/register')}>
              免费注册
            </Link>
          </div>
        </section>
      </SignFrame>
    );
  return <>{children}</>;
}

function useMine() {
  return useLoad(() => fetchMySignShare(), 'mine');
}

function MineState({
  title,
  load,
  reload,
}: { title: string } & Pick<ReturnType<typeof useMine>, 'load' | 'reload'>) {
  return (
    <SignFrame title={title}>
      <LoadState
        load={load}
        reload={reload}
        missingText="没有找到你的星座卡。"
        failedText="暂时无法读取，请稍后再试。"
        back={{ to: '/signShare/edit', label: '生成星座卡' }}
      />
    </SignFrame>
  );
}

const NoCard = ({ title }: { title: string }) => (
  <SignFrame title={title}>
    <EmptyState
      text="你还没有星座卡。填写出生资料，一键生成属于你的太阳、月亮、上升卡片。"
      action={
        <Link className="btn btn-primary" to="/signShare/edit">
          生成我的星座卡
        </Link>
      }
    />
  </SignFrame>
);

function ShareMyChartBody() {
  const { value, load, reload } = useMine();
  const title = '我的星座卡';
  if (load.kind !== 'ready' || !value) return <MineState title={title} load={load} reload={reload} />;
  const share = value.share;
  if (!share) return <NoCard title={title} />;
  const trio = {
    sun: { sign: share.sun, signZh: signInfo(share.sun).nameZh, title: '', text: '' },
    moon: share.moon ? { sign: share.moon, signZh: signInfo(share.moon).nameZh, title: '', text: '' } : null,
    ascendant: share.ascendant
      ? { sign: share.ascendant, signZh: signInfo(share.ascendant).nameZh, title: '', text: '' }
      : null,
  };
  return (
    <SignFrame title={title}>
      <section className="card">
        <h2>{share.nickname}</h2>
        <SignTrio signs={trio} />
        <p className="sign-note">
          已有 {share.compareCount} 位好友和你对比过星座，{value.invitedCount} 位好友通过你的邀请注册。
        </p>
        <div className="sign-actions">
          <Link className="btn btn-primary" to="/signShare/ShareLink">
            分享给好友
          </Link>
          <Link className="btn" to={signSharePagePath(share.code)}>
            预览好友看到的页面
          </Link>
          <Link className="btn" to="/signShare/edit">
            修改
          </Link>
          <Link className="btn" to="/signShare/myInvitations">
            我的邀请
          </Link>
        </div>
      </section>
    </SignFrame>
  );
}

export const ShareMyChart = () => (
  <SignedIn title="我的星座卡">
    <ShareMyChartBody />
  </SignedIn>
);

export interface ChosenPlace {
  placeName: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

/** The birth-place field, given by the page (the chart area's place search), so this feature stays on its own. */
export type PlaceFieldComponent = (props: {
  value: ChosenPlace | null;
  onChoose: (place: ChosenPlace | null) => void;
}) => ReactNode;

/** The member's saved profiles, given by the page (the chart area's picker), so this feature stays on its own. */
export type ProfileFieldComponent = (props: {
  onPick: (profile: ContactProfile) => void;
  label?: string;
}) => ReactNode;

function EditBody({
  PlaceField,
  ProfileField,
}: {
  PlaceField: PlaceFieldComponent;
  ProfileField: ProfileFieldComponent;
}) {
  const navigate = useNavigate();
  const { value, load, reload } = useMine();
  const [form, setForm] = useState({ nickname: '', date: '', time: '', showMoon: true, showAscendant: true });
  const [place, setPlace] = useState<ChosenPlace | null>(null);
  const [profile, setProfile] = useState<ContactProfile | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (value?.share)
      setForm((f) => ({
        ...f,
        nickname: f.nickname || value.share!.nickname,
        showMoon: value.share!.showMoon,
        showAscendant: value.share!.showAscendant,
      }));
  }, [value]);
  if (load.kind !== 'ready' || !value) return <MineState title="生成星座卡" load={load} reload={reload} />;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const birth: SignBirthInput = {
      date: form.date,
      time: form.time || null,
      ...(place
        ? {
            place_name: place.placeName,
            latitude: place.latitude,
            longitude: place.longitude,
            time_zone: place.timeZone,
          }
        : { place_name: '北京市', latitude: 39.9042, longitude: 116.4074, time_zone: 'Asia/Shanghai' }),
    };
    try {
      await saveSignShare({
        source: profile ? { contactId: profile.id } : { birth },
        nickname: form.nickname,
        showMoon: form.showMoon,
        // Without the birth place the Ascendant is unknown: the card then leaves it out.
        showAscendant: form.showAscendant && (profile ? profile.birthLatitude !== null : place !== null),
      });
      navigate('/signShare/ShareLink');
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.fields[0]?.message ?? failure.message)
          : '保存失败，请稍后再试。',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <SignFrame
      title={value.share ? '修改我的星座卡' : '生成我的星座卡'}
      back={{ to: '/signShare/shareMyChart', label: '我的星座卡' }}
    >
      <form className="card sign-form" onSubmit={(e) => void submit(e)}>
        <label>
          展示的昵称
          <input
            required
            maxLength={SIGN_SHARE_NICKNAME_MAX}
            value={form.nickname}
            placeholder="好友看到的名字"
            onChange={(e) => setForm({ ...form, nickname: e.target.value })}
          />
        </label>
        {profile ? (
          <div className="sign-profile">
            <p>
              使用档案：{profile.name}（{profile.birthday}
              {profile.timeUnknown ? '，出生时间未知' : ''}）
            </p>
            <button type="button" className="btn btn-small" onClick={() => setProfile(null)}>
              改为手动填写
            </button>
          </div>
        ) : (
          <>
            <ProfileField
              label="用已保存的档案填写"
              onPick={(picked) => {
                setProfile(picked);
                setForm((f) => ({
                  ...f,
                  nickname: f.nickname || picked.name.slice(0, SIGN_SHARE_NICKNAME_MAX),
                }));
              }}
            />
            <label>
              出生日期（公历）
              <input
                type="date"
                required
                value={form.date}
                onChange={(e) => setForm({ ...form, date: e.target.value })}
              />
            </label>
            <label>
              出生时间（不知道可留空）
              <input
                type="time"
                value={form.time}
                onChange={(e) => setForm({ ...form, time: e.target.value })}
              />
            </label>
            <PlaceField value={place} onChoose={setPlace} />
          </>
        )}
        <label className="sign-check">
          <input
            type="checkbox"
            checked={form.showMoon}
            onChange={(e) => setForm({ ...form, showMoon: e.target.checked })}
          />
          在卡片上展示月亮星座
        </label>
        <label className="sign-check">
          <input
            type="checkbox"
            checked={form.showAscendant}
            onChange={(e) => setForm({ ...form, showAscendant: e.target.checked })}
          />
          在卡片上展示上升星座
        </label>
        <p className="sign-note">
          卡片只保存你选择展示的星座，不保存出生日期、时间和地点，好友无法从分享链接看到你的出生资料。上升星座需要出生时间和地点。
        </p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? '正在生成…' : '保存并去分享'}
        </button>
      </form>
    </SignFrame>
  );
}

export function Edit({
  PlaceField,
  ProfileField,
}: {
  PlaceField: PlaceFieldComponent;
  ProfileField: ProfileFieldComponent;
}) {
  return (
    <SignedIn title="生成我的星座卡">
      <EditBody PlaceField={PlaceField} ProfileField={ProfileField} />
    </SignedIn>
  );
}

function ShareLinkBody({ summary }: { summary: SignShareSummary }) {
  const share = summary.share!;
  const [url, setUrl] = useState('');
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => setUrl(`${window.location.origin}${signSharePagePath(share.code)}`), [share.code]);
  useEffect(() => {
    if (!url) return;
    let live = true;
    void import('qrcode').then((QRCode) =>
      QRCode.toDataURL(url, { margin: 1, width: 180 }).then((data) => live && setQr(data)),
    );
    if (isWeChat(navigator.userAgent))
      void import('../../api/wechat.ts').then((wechat) =>
        wechat.setWeChatShare({
          title: `${share.nickname}的太阳、月亮与上升星座`,
          desc: '猜猜我是什么星座，再测测我们的星座契合度',
          link: url,
          imgUrl: `${window.location.origin}${signShareImagePath(share.code)}`,
        }),
      );
    return () => {
      live = false;
    };
  }, [url, share.nickname, share.code]);
  return (
    <SignFrame title="分享我的星座卡" back={{ to: '/signShare/shareMyChart', label: '我的星座卡' }}>
      <section className="card">
        <p>
          把链接发给好友：好友猜一猜、测一测自己的星座，还能和你对比契合度。每位新注册的好友为你带来{' '}
          {SIGN_INVITE_REWARD_CREDITS} 次免费 AI 提问。
        </p>
        <div className="sign-share-link">
          <label htmlFor="sign-share-url" className="visually-hidden">
            分享链接
          </label>
          <input id="sign-share-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void copyLink(url, { share: true })}
          >
            复制链接
          </button>
        </div>
        <p className="sign-note">在微信里打开本页，点右上角“…”即可发送给朋友或分享到朋友圈。</p>
        <div className="sign-actions">
          <a className="btn" href={signShareImagePath(share.code)} download={`星图星座卡-${share.code}.png`}>
            保存分享图片
          </a>
          <Link className="btn" to="/signShare/inviteOptions">
            更多邀请方式
          </Link>
        </div>
      </section>
      <section className="card" aria-label="二维码与分享图">
        {qr && <img src={qr} alt="分享链接二维码" width={180} height={180} />}
        <img
          className="sign-share-image"
          src={signShareImagePath(share.code)}
          alt="分享图片预览"
          loading="lazy"
        />
      </section>
    </SignFrame>
  );
}

function WithCard({
  title,
  children,
}: {
  title: string;
  children: (summary: SignShareSummary) => ReactNode;
}) {
  const { value, load, reload } = useMine();
  if (load.kind !== 'ready' || !value) return <MineState title={title} load={load} reload={reload} />;
  if (!value.share) return <NoCard title={title} />;
  return <>{children(value)}</>;
}

export const ShareLink = () => (
  <SignedIn title="分享我的星座卡">
    <WithCard title="分享我的星座卡">{(summary) => <ShareLinkBody summary={summary} />}</WithCard>
  </SignedIn>
);

export function Invite() {
  return (
    <SignFrame title="邀请好友测星座">
      <section className="card">
        <h2>邀请规则</h2>
        <ol>
          <li>生成你的星座卡，把链接或分享图发给好友。</li>
          <li>好友猜一猜、测一测自己的太阳、月亮、上升，并和你对比星座契合度。</li>
          <li>
            好友通过你的链接注册星图新账号后，你获得 {SIGN_INVITE_REWARD_CREDITS} 次免费 AI 提问（
            {SIGN_INVITE_REWARD_DAYS} 天内有效）。
          </li>
          <li>
            每位新注册并验证手机号或邮箱的好友计一次奖励；同一设备、同一手机号只计一次，已注册的老账号不计。
          </li>
        </ol>
        <div className="sign-actions">
          <Link className="btn btn-primary" to="/signShare/shareMyChart">
            开始邀请
          </Link>
          <Link className="btn" to="/signShare/myInvitations">
            我的邀请记录
          </Link>
        </div>
      </section>
    </SignFrame>
  );
}

function InviteOptionsBody({ summary }: { summary: SignShareSummary }) {
  const share = summary.share!;
  const copy = () =>
    void copyLink(`${window.location.origin}${signSharePagePath(share.code)}`, { share: true });
  return (
    <SignFrame title="选择邀请方式" back={{ to: '/signShare/ShareLink', label: '分享' }}>
      <div className="sign-options">
        <button type="button" className="card btn-block" onClick={copy}>
          <strong>复制链接</strong>
          <p className="sign-note">粘贴到微信、QQ 或短信里发给好友。</p>
        </button>
        <a
          className="card btn-block"
          href={signShareImagePath(share.code)}
          download={`星图星座卡-${share.code}.png`}
        >
          <strong>保存分享图片</strong>
          <p className="sign-note">图片带二维码，适合发朋友圈或群聊，好友扫码即可打开。</p>
        </a>
        <Link className="card btn-block" to="/signShare/ShareLink">
          <strong>微信内分享</strong>
          <p className="sign-note">在微信中打开分享页，点右上角“…”，卡片会带上你的星座标题与图片。</p>
        </Link>
      </div>
    </SignFrame>
  );
}

export const InviteOptions = () => (
  <SignedIn title="选择邀请方式">
    <WithCard title="选择邀请方式">{(summary) => <InviteOptionsBody summary={summary} />}</WithCard>
  </SignedIn>
);

function MyInvitationsBody() {
  const [current, setCurrent] = useState(1);
  const mine = useMine();
  const list = useLoad(() => fetchSignInvitations(current, 10), `page-${current}`);
  const title = '我的邀请';
  if (list.load.kind !== 'ready' || !list.value || !mine.value)
    return (
      <MineState
        title={title}
        load={list.load.kind === 'ready' ? mine.load : list.load}
        reload={list.reload}
      />
    );
  const summary = mine.value;
  const pages = Math.max(1, Math.ceil(list.value.total / list.value.size));
  return (
    <SignFrame title={title} back={{ to: '/signShare/shareMyChart', label: '我的星座卡' }}>
      <section className="card sign-stats">
        <div>
          <strong>{summary.invitedCount}</strong>
          <span className="sign-note">邀请注册</span>
        </div>
        <div>
          <strong>{summary.rewardedCount}</strong>
          <span className="sign-note">获得奖励</span>
        </div>
        <div>
          <strong>{summary.creditsEarned}</strong>
          <span className="sign-note">免费提问</span>
        </div>
      </section>
      <section className="card">
        {list.value.records.length === 0 ? (
          <EmptyState
            text="还没有好友通过你的邀请注册。把星座卡发给好友试试吧。"
            action={
              <Link className="btn btn-primary" to="/signShare/ShareLink">
                去分享
              </Link>
            }
          />
        ) : (
          <ul className="sign-list">
            {list.value.records.map((r, i) => (
              <li key={`${r.at}-${i}`}>
                <span>
                  {r.inviteeName}
                  <br />
                  <small>{formatBeijing(r.at, 'datetime')} 注册</small>
                </span>
                <span>
                  {r.rewarded ? (
                    `+${r.credits} 次免费提问`
                  ) : (
                    <small>{SIGN_INVITE_NO_REWARD_LABELS[r.reason ?? 'device']}</small>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <div className="sign-actions">
            <button
              type="button"
              className="btn"
              disabled={current <= 1}
              onClick={() => setCurrent(current - 1)}
            >
              上一页
            </button>
            <button
              type="button"
              className="btn"
              disabled={current >= pages}
              onClick={() => setCurrent(current + 1)}
            >
              下一页
            </button>
          </div>
        )}
      </section>
    </SignFrame>
  );
}

export const MyInvitations = () => (
  <SignedIn title="我的邀请">
    <MyInvitationsBody />
  </SignedIn>
);
