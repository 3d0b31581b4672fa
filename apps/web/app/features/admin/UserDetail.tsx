import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { USER_STATUS_LABELS, type UserContactRecord } from '@xingtu/contracts/console';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { formatFen } from '@xingtu/contracts/constants';
import { ORDER_STATUS_LABELS } from '@xingtu/contracts/enums';
import { OPERATOR_ROLES, OPERATOR_ROLE_LABELS, type OperatorRole } from '@xingtu/contracts/roles';
import { endSessions, fetchUser, lockUser, revealContact, setRoles, unlockUser } from '../../api/console.ts';
import { PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { useReauth } from './Reauth.tsx';
import { messageOf, useLoad } from './use-load.ts';

export function UserDetail({ isAdmin, canSeeMoney }: { isAdmin: boolean; canSeeMoney: boolean }) {
  const { userId = '' } = useParams();
  const { value: user, failed, reload } = useLoad(() => fetchUser(userId), [userId]);
  const [contact, setContact] = useState<UserContactRecord | null>(null);
  const [reason, setReason] = useState('');
  const [roles, setRolesDraft] = useState<OperatorRole[] | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const reauth = useReauth();

  if (failed)
    return (
      <PageError text="没有找到这位用户，或加载失败。" action={<Link to="/admin/users">返回用户列表</Link>} />
    );
  if (!user) return <PageLoading />;
  const held =
    roles ??
    (user.roles.filter((role) => (OPERATOR_ROLES as readonly string[]).includes(role)) as OperatorRole[]);

  const act = async (action: () => Promise<unknown>, done: string) => {
    setError('');
    setNotice('');
    try {
      await action();
      setNotice(done);
      setRolesDraft(null);
      reload();
    } catch (refused) {
      setError(messageOf(refused));
    }
  };

  return (
    <>
      <p>
        <Link to="/admin/users">← 用户列表</Link>
      </p>
      <h1 className="console-title">
        {user.userName} <span className="muted">（{user.userId}）</span>
      </h1>
      {notice && (
        <p className="console-notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
      <section className="console-panel">
        <h2>账号</h2>
        <dl className="console-facts">
          <dt>手机号</dt>
          <dd>
            {contact ? (contact.mobile ?? '未绑定') : (user.mobile ?? '未绑定')}
            {!contact && (user.mobile || user.email) && (
              <button
                type="button"
                className="btn btn-small"
                onClick={() =>
                  void revealContact(user.userId).then(setContact, (e) => setError(messageOf(e)))
                }
              >
                查看完整号码
              </button>
            )}
          </dd>
          <dt>邮箱</dt>
          <dd>{contact ? (contact.email ?? '未绑定') : (user.email ?? '未绑定')}</dd>
          <dt>状态</dt>
          <dd>{USER_STATUS_LABELS[user.status] ?? user.status}</dd>
          <dt>注册时间</dt>
          <dd>{formatBeijing(user.createdAt, 'minute')}</dd>
          <dt>钱包余额</dt>
          <dd>
            {formatFen(user.walletBalanceFen)}
            {canSeeMoney && <Link to={`/admin/wallet?userId=${user.userId}`}> 查看明细</Link>}
          </dd>
        </dl>
        {contact && <p className="muted">查看完整号码已记入操作记录。</p>}
        <div className="console-actions">
          {user.status === 'active' && (
            <>
              <input
                aria-label="冻结原因"
                placeholder="冻结原因（必填）"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => void act(() => lockUser(user.userId, reason), '账号已冻结，所有登录已结束')}
              >
                冻结账号
              </button>
            </>
          )}
          {user.status === 'locked' && (
            <button
              type="button"
              className="btn"
              onClick={() => void act(() => unlockUser(user.userId), '账号已解冻')}
            >
              解冻账号
            </button>
          )}
          <button
            type="button"
            className="btn"
            onClick={() => void act(() => endSessions(user.userId), '该用户的全部登录已结束')}
          >
            结束全部登录
          </button>
        </div>
      </section>
      {isAdmin && (
        <section className="console-panel">
          <h2>运营角色</h2>
          <div className="console-checks">
            {OPERATOR_ROLES.map((role) => (
              <label key={role}>
                <input
                  type="checkbox"
                  checked={held.includes(role)}
                  onChange={(event) =>
                    setRolesDraft(event.target.checked ? [...held, role] : held.filter((r) => r !== role))
                  }
                />
                {OPERATOR_ROLE_LABELS[role]}
              </label>
            ))}
          </div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={roles === null}
            onClick={() =>
              void reauth.ask().then((token) => {
                if (token) void act(() => setRoles(user.userId, held, token), '角色已更新');
              })
            }
          >
            保存角色
          </button>
        </section>
      )}
      <section className="console-panel">
        <h2>最近订单</h2>
        {user.orders.length === 0 ? (
          <p className="muted">还没有订单。</p>
        ) : (
          <ul className="console-list">
            {user.orders.map((order) => (
              <li key={order.orderNo}>
                {canSeeMoney ? (
                  <Link to={`/admin/orders/${order.orderNo}`}>{order.orderNo}</Link>
                ) : (
                  order.orderNo
                )}{' '}
                {order.title} · {formatFen(order.totalFen)} · {ORDER_STATUS_LABELS[order.status]} ·{' '}
                {formatBeijing(order.createdAt, 'minute')}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="console-panel">
        <h2>已购内容</h2>
        {user.entitlements.length === 0 ? (
          <p className="muted">没有已购内容。</p>
        ) : (
          <ul className="console-list">
            {user.entitlements.map((item, index) => (
              <li key={`${item.productId}-${index}`}>
                {item.title} · 开通于 {formatBeijing(item.grantedAt, 'date')}
                {item.revokedAt
                  ? ' · 已收回'
                  : item.expiresAt
                    ? ` · 有效至 ${formatBeijing(item.expiresAt, 'date')}`
                    : ' · 长期有效'}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="console-panel">
        <h2>登录中的设备</h2>
        {user.sessions.length === 0 ? (
          <p className="muted">当前没有登录。</p>
        ) : (
          <ul className="console-list">
            {user.sessions.map((session) => (
              <li key={session.startedAt}>
                {formatBeijing(session.startedAt, 'minute')} 登录 · {session.ip ?? '未知地址'} ·{' '}
                <span className="muted">{session.userAgent?.slice(0, 60) ?? '未知设备'}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {reauth.dialog}
    </>
  );
}
