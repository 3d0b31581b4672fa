import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, type MetaFunction } from 'react-router';
import type { ContactProfile } from '@xingtu/contracts/contacts';
import { ApiError } from '../api/api-error.ts';
import type { NatalRecord } from '@xingtu/contracts/charts';
import { fetchNatalChart } from '../api/charts.ts';
import { deleteContact, fetchContact } from '../api/contacts.ts';
import { notify } from '../api/notify.ts';
import { ConfirmDialog } from '../components/ui/ConfirmDialog.tsx';
import { PageError, PageLoading } from '../components/ui/PageState.tsx';
import { NatalChartView } from '../features/charts/ChartView.tsx';
import { ContactForm } from '../features/charts/ContactForm.tsx';
import { useChartRequest } from '../features/charts/use-chart-request.ts';
import { contactSummary } from '../features/charts/contact-summary.ts';
import '../features/charts/chart.css';

// /user/contact/detail/:id: one profile, its chart, edit and delete.

export const meta: MetaFunction = () => [{ title: '档案详情 - 星图' }];

export default function ContactDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [profile, setProfile] = useState<ContactProfile | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const chart = useChartRequest<NatalRecord>();
  const { run } = chart;

  useEffect(() => {
    if (!Number.isSafeInteger(id) || id <= 0) {
      setMissing('档案不存在');
      return;
    }
    fetchContact(id)
      .then((found) => {
        setProfile(found);
        void run(() => fetchNatalChart({ contactId: found.id }, { houseSystem: 'P' }));
      })
      .catch((error) =>
        setMissing(error instanceof ApiError && error.status === 404 ? '档案不存在或已删除' : '档案加载失败'),
      );
  }, [id, run]);

  async function remove() {
    setConfirming(false);
    await deleteContact(id);
    notify('success', '档案已删除');
    navigate('/user/contact');
  }

  if (missing)
    return (
      <PageError
        text={missing}
        action={
          <Link className="btn" to="/user/contact">
            返回档案列表
          </Link>
        }
      />
    );
  if (!profile) return <PageLoading />;
  return (
    <div className="user-panel chart-page">
      <p>
        <Link to="/user/contact">← 返回档案列表</Link>
      </p>
      <div className="person-summary">
        <div>
          <h1>{profile.name}</h1>
          <p className="chart-meta">{contactSummary(profile)}</p>
        </div>
        <div className="actions field-row">
          <button type="button" className="btn btn-small" onClick={() => setEditing((v) => !v)}>
            编辑
          </button>
          <button type="button" className="btn btn-small btn-danger" onClick={() => setConfirming(true)}>
            删除
          </button>
        </div>
      </div>
      {editing && (
        <ContactForm
          profile={profile}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setProfile(saved);
            setEditing(false);
            notify('success', '档案已更新');
            void run(() => fetchNatalChart({ contactId: saved.id }, { houseSystem: 'P' }));
          }}
        />
      )}
      {chart.busy && <PageLoading text="正在计算星盘…" />}
      {chart.failure && <PageError text={chart.failure.message} />}
      {chart.data && (
        <NatalChartView chart={chart.data.chart} readings={chart.data.readings} fallbackName={profile.name} />
      )}
      <ConfirmDialog
        open={confirming}
        title="删除档案"
        message={`确定删除“${profile.name}”的档案吗？删除后无法恢复。`}
        confirmText="确认删除"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
