import { useState } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import type { PublicUser } from '@xingtu/contracts/auth';
import { maskEmail, maskMobile } from '@xingtu/contracts/validation';
import { fetchWallet } from '../api/commerce.ts';
import { notify } from '../api/notify.ts';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { Price } from '../features/commerce/Price.tsx';
import { CancelAccountForm } from '../features/user/CancelAccountForm.tsx';
import { useOwnAccount } from '../features/user/use-own-account.ts';
import '../features/user/user.css';

export const meta: MetaFunction = () => [{ title: '注销账号 - 星图' }];

/** Where a verify code can go: the bound mobile first, else the bound e-mail. */
function codeTarget(user: PublicUser) {
  if (user.mobile) return { channel: 'sms' as const, target: user.mobile, shown: maskMobile(user.mobile) };
  if (user.email) return { channel: 'email' as const, target: user.email, shown: maskEmail(user.email) };
  return null;
}

/** 注销: what the member loses, then the proof and a last confirmation; afterwards they are signed out. */
export default function CancelAccountPage() {
  const navigate = useNavigate();
  const [balanceFen, setBalanceFen] = useState<number | null>(null);
  // What is lost includes the wallet's balance: read beside the account.
  const { user, state, load } = useOwnAccount(() =>
    fetchWallet().then(
      (wallet) => setBalanceFen(wallet.balanceFen),
      () => setBalanceFen(null),
    ),
  );

  if (state === 'loading') return <PageLoading />;
  if (state === 'error' || !user)
    return (
      <PageError
        text="账号信息加载失败，请稍后再试。"
        action={
          <button type="button" className="btn" onClick={() => void load()}>
            重新加载
          </button>
        }
      />
    );

  const cancelled = async () => {
    // The server has ended every session; this device forgets its sign-in too.
    (await import('../api/http.ts')).api().clearSession('logout');
    notify('success', '账号已注销，感谢你曾使用星图');
    navigate('/', { replace: true });
  };

  return (
    <div className="user-panel">
      <p>
        <Link to="/user/account">‹ 账号管理</Link>
      </p>
      <h1>注销账号</h1>
      <section aria-label="注销前请先处理" className="card">
        <h2>注销前请先处理完</h2>
        <p>
          还有未完成的咨询预约（待支付，或已确认、尚未结束）或进行中的订单（待发货、待收货或退款中）时，账号不能注销。
        </p>
        <ul>
          <li>
            <p>
              咨询预约：在<Link to="/user/consultant">我的预约</Link>里完成支付后等咨询结束，或取消预约。
            </p>
          </li>
          <li>
            <p>
              订单：在<Link to="/user/order">我的订单</Link>里等商品发货并确认收货，或等退款到账。
            </p>
          </li>
        </ul>
      </section>
      <section aria-label="注销后将失去">
        <h2>注销后，以下内容将无法找回</h2>
        <ul className="loss-list">
          <li>
            账号本身：所有设备立即退出登录，之后无法再用这个账号登录；绑定的手机号和邮箱会被释放，可以用来重新注册一个新账号。
          </li>
          <li>
            钱包余额
            {balanceFen !== null && balanceFen > 0 && (
              <>
                （当前 <Price fen={balanceFen} />）
              </>
            )}
            ：注销后不能再使用或申请退回，请先用完。
          </li>
          <li>已购买的课程、电子书、报告与问答次数等权益。</li>
          <li>订单记录、档案和保存的星盘。</li>
        </ul>
        <p className="muted">
          如果只是想换个手机号或邮箱，可以回到 <Link to="/user/account">账号管理</Link> 直接更换，不必注销。
        </p>
      </section>
      <h2>验证身份并确认</h2>
      <CancelAccountForm codeTo={codeTarget(user)} onCancelled={() => void cancelled()} />
    </div>
  );
}
