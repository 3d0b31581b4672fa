import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { CONTACT_RELATIONS, type ContactProfile } from '@xingtu/contracts/contacts';
import type { PageData } from '@xingtu/contracts/envelope';
import { deleteContact, fetchContacts } from '../api/contacts.ts';
import { notify } from '../api/notify.ts';
import { ConfirmDialog } from '../components/ui/ConfirmDialog.tsx';
import { EmptyState, PageError, PageLoading } from '../components/ui/PageState.tsx';
import { ContactForm } from '../features/charts/ContactForm.tsx';
import { contactSummary } from '../features/charts/contact-summary.ts';
import { newRelation } from '../features/charts/contact-draft.ts';
import '../features/charts/chart.css';
import { Pager } from '../components/ui/Pager.tsx';

// /user/contact: the member's contact profiles, ten a page; create and edit in a form, delete after
// a confirmation, open each one's chart.

export const meta: MetaFunction = () => [{ title: '用户档案 - 星图' }];

const PAGE_SIZE = 10;
const relationLabel = (value: string) => CONTACT_RELATIONS.find((r) => r.value === value)?.label ?? value;

export default function UserContactPage() {
  const [params, setParams] = useSearchParams();
  const current = Math.max(1, Number(params.get('current')) || 1);
  const [page, setPage] = useState<PageData<ContactProfile> | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<ContactProfile | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContactProfile | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    fetchContacts(current, PAGE_SIZE)
      .then(setPage)
      .catch(() => setFailed(true));
  }, [current]);
  useEffect(load, [load]);

  async function confirmDelete() {
    if (!deleting) return;
    const target = deleting;
    setDeleting(null);
    await deleteContact(target.id);
    notify('success', '档案已删除');
    if (page && page.records.length === 1 && current > 1) setParams({ current: String(current - 1) });
    else load();
  }

  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  return (
    <div className="user-panel contact-page">
      <div className="person-summary">
        <h1>用户档案</h1>
        {editing === null && (
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            新建档案
          </button>
        )}
      </div>
      {editing !== null && (
        <ContactForm
          key={editing === 'new' ? 'new' : editing.id}
          {...(editing === 'new' ? { defaultRelation: newRelation(page) } : { profile: editing })}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            notify('success', '档案已保存');
            setEditing(null);
            load();
          }}
        />
      )}
      {failed && (
        <PageError
          text="档案加载失败"
          action={
            <button type="button" className="btn" onClick={load}>
              重试
            </button>
          }
        />
      )}
      {!page && !failed && <PageLoading />}
      {page && page.total === 0 && (
        <EmptyState text="还没有档案。新建家人、朋友的出生资料，随时查看他们的星盘。" />
      )}
      {page && page.records.length > 0 && (
        <ul className="contact-list">
          {page.records.map((p) => (
            <li key={p.id} className="card contact-item" data-testid="contact-item">
              <div>
                <strong>{p.name}</strong>{' '}
                <span className="chart-meta">
                  {relationLabel(p.relation)}
                  {p.visibility === 2 ? ' · 公开' : ''}
                </span>
                <p className="chart-meta">{contactSummary(p)}</p>
              </div>
              <div className="actions">
                <Link className="btn btn-small btn-primary" to={`/user/contact/detail/${p.id}`}>
                  查看星盘
                </Link>
                <button type="button" className="btn btn-small" onClick={() => setEditing(p)}>
                  编辑
                </button>
                <button type="button" className="btn btn-small btn-danger" onClick={() => setDeleting(p)}>
                  删除
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {page && (
        <Pager current={current} pages={pages} onChange={(next) => setParams({ current: String(next) })} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="删除档案"
        message={deleting ? `确定删除“${deleting.name}”的档案吗？删除后无法恢复。` : ''}
        confirmText="确认删除"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
