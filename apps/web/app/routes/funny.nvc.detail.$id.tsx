import { useState } from 'react';
import { Link, useNavigate, useParams, type MetaFunction } from 'react-router';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import { deleteNvcEntry, fetchNvcEntry } from '../api/fun.ts';
import { ConfirmDialog } from '../components/ui/ConfirmDialog.tsx';
import { RecordView } from '../features/fun/RecordView.tsx';
import { useFunRecord } from '../features/fun/use-record.ts';
import { LoginGate } from '../shell/LoginGate.tsx';
import { useSession } from '../shell/use-session.ts';
import '../features/fun/fun.css';

// /funny/nvc/detail/{id}: one practice — the sentence to say, its four parts, the chart tips; delete.

export const meta: MetaFunction = () => [{ title: '练习详情 - 非暴力沟通 - 星图' }];

function Detail() {
  const { id = null } = useParams();
  const navigate = useNavigate();
  const { load, reload } = useFunRecord(id, fetchNvcEntry);
  const [asking, setAsking] = useState(false);
  return (
    <RecordView load={load} reload={reload} again={{ to: '/funny/nvc/edit', text: '写一次练习' }}>
      {(entry) => (
        <>
          <h1>我的表达</h1>
          <p className="muted">{formatBeijing(entry.createdAt)}</p>
          <p className="fun-sentence">{entry.sentence}</p>
          <section className="card" aria-label="四个部分">
            <dl className="fun-dl">
              <dt>观察</dt>
              <dd>{entry.observation}</dd>
              <dt>感受</dt>
              <dd>{entry.feeling}</dd>
              <dt>需要</dt>
              <dd>{entry.need}</dd>
              <dt>请求</dt>
              <dd>{entry.request}</dd>
            </dl>
          </section>
          {entry.guide && (
            <section className="card" aria-labelledby="tips">
              <h2 id="tips">说出口之前</h2>
              <p>
                <strong>月亮{entry.guide.moon.signName}：</strong>
                {entry.guide.moon.text}
              </p>
              <p>
                <strong>水星{entry.guide.mercury.signName}：</strong>
                {entry.guide.mercury.text}
              </p>
            </section>
          )}
          <p>
            <Link className="btn btn-primary" to="/funny/nvc/edit">
              再写一次
            </Link>{' '}
            <Link className="btn" to="/funny/nvc/history">
              练习记录
            </Link>{' '}
            <button type="button" className="btn btn-danger" onClick={() => setAsking(true)}>
              删除
            </button>
          </p>
          <ConfirmDialog
            open={asking}
            title="删除这次练习？"
            message="删除后无法恢复。"
            confirmText="删除"
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              void deleteNvcEntry(entry.id).then(() => navigate('/funny/nvc/history'));
            }}
          />
        </>
      )}
    </RecordView>
  );
}

export default function NvcDetailPage() {
  const session = useSession();
  return (
    <div className="page fun-page">
      <LoginGate session={session}>
        <Detail />
      </LoginGate>
    </div>
  );
}
