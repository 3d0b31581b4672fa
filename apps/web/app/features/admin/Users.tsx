import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { USER_STATUS_LABELS } from '@xingtu/contracts/console';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { searchUsers } from '../../api/console.ts';
import { EmptyState, PageError, PageLoading } from '../../components/ui/PageState.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { useLoad } from './use-load.ts';

export function Users() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const { value, failed, reload } = useLoad(() => searchUsers(keyword, current), [keyword, current]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setCurrent(1);
    setKeyword(typed.trim());
  };
  return (
    <>
      <h1 className="console-title">用户</h1>
      <form className="console-search" onSubmit={search} role="search">
        <input
          aria-label="手机号、邮箱、用户编号或昵称"
          placeholder="手机号、邮箱、用户编号或昵称"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          搜索
        </button>
      </form>
      {failed ? (
        <PageError
          text="用户列表加载失败。"
          action={
            <button type="button" className="btn" onClick={reload}>
              重新加载
            </button>
          }
        />
      ) : !value ? (
        <PageLoading />
      ) : value.records.length === 0 ? (
        <EmptyState text="没有找到符合条件的用户。" />
      ) : (
        <>
          <div className="console-table-wrap">
            <table className="console-table">
              <thead>
                <tr>
                  <th>编号</th>
                  <th>昵称</th>
                  <th>手机号</th>
                  <th>邮箱</th>
                  <th>状态</th>
                  <th>注册时间</th>
                </tr>
              </thead>
              <tbody>
                {value.records.map((user) => (
                  <tr key={user.userId}>
                    <td>
                      <Link to={`/admin/users/${user.userId}`}>{user.userId}</Link>
                    </td>
                    <td>{user.userName}</td>
                    <td>{user.mobile ?? '—'}</td>
                    <td>{user.email ?? '—'}</td>
                    <td>{USER_STATUS_LABELS[user.status] ?? user.status}</td>
                    <td>{formatBeijing(user.createdAt, 'minute')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager current={current} pages={Math.ceil(value.total / value.size)} onChange={setCurrent} />
        </>
      )}
    </>
  );
}
