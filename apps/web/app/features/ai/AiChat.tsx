import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AI_MODE_COPY, AI_QUESTION_MAX_CHARS, type AiMode } from '@xingtu/contracts/ai';
import type { AiQuotaRecord, AiSessionRecord } from '@xingtu/contracts/ai-schemas';
import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { ContactProfile } from '@xingtu/contracts/contacts';
import { askAi, fetchAiQuota, fetchAiSession, fetchAiSessions } from '../../api/ai.ts';
import { fetchContacts } from '../../api/contacts.ts';
import { EmptyState, PageError, PageLoading } from '../../components/ui/PageState.tsx';
import './ai-chat.css';

// One chat page for the three AI modes: choose a profile, pick a suggested question or write one,
// read the answer as it streams (and stop it), come back to earlier sessions.

interface Turn {
  role: 'user' | 'assistant';
  content: string;
  /** An answer still streaming, stopped by the member, or refused. */
  state?: 'streaming' | 'stopped' | 'error';
}

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; contacts: ContactProfile[] };

export function AiChat({ mode }: { mode: AiMode }) {
  const copy = AI_MODE_COPY[mode];
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [quota, setQuota] = useState<AiQuotaRecord | null>(null);
  const [sessions, setSessions] = useState<AiSessionRecord[]>([]);
  const [contactId, setContactId] = useState<number | null>(null);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const stopper = useRef<AbortController | null>(null);
  const bottom = useRef<HTMLDivElement | null>(null);

  const refresh = useCallback(async () => {
    const [q, s] = await Promise.all([fetchAiQuota(), fetchAiSessions(mode)]);
    setQuota(q);
    setSessions(s.records);
  }, [mode]);

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const [contacts] = await Promise.all([fetchContacts(1, 50), refresh()]);
        if (!live) return;
        const complete = contacts.records.filter((c) => c.complete);
        setContactId(complete.find((c) => c.relation === 'self')?.id ?? complete[0]?.id ?? null);
        setLoad({ status: 'ready', contacts: complete });
      } catch {
        if (live) setLoad({ status: 'error' });
      }
    })();
    return () => {
      live = false;
      stopper.current?.abort();
    };
  }, [refresh]);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [turns]);

  const openSession = async (session: AiSessionRecord) => {
    setShowHistory(false);
    try {
      const detail = await fetchAiSession(session.id);
      setSessionId(detail.id);
      if (detail.contactId) setContactId(detail.contactId);
      setTurns(
        detail.messages.map((m) => ({
          role: m.role,
          content: m.content,
          state: m.status === 'stopped' ? 'stopped' : undefined,
        })),
      );
    } catch {
      setTurns([{ role: 'assistant', content: '这段对话暂时无法打开，请稍后再试。', state: 'error' }]);
    }
  };

  const newChat = () => {
    stopper.current?.abort();
    setSessionId(null);
    setTurns([]);
    setShowHistory(false);
  };

  const ask = async (text: string) => {
    const asked = text.trim();
    if (!asked || busy || !contactId) return;
    setBusy(true);
    setQuestion('');
    setTurns((all) => [
      ...all,
      { role: 'user', content: asked },
      { role: 'assistant', content: '', state: 'streaming' },
    ]);
    const controller = new AbortController();
    stopper.current = controller;
    const patchAnswer = (change: (turn: Turn) => Turn) =>
      setTurns((all) => [...all.slice(0, -1), change(all[all.length - 1]!)]);
    try {
      await askAi(
        { mode, question: asked, contactId, sessionId: sessionId ?? undefined },
        (event) => {
          if (event.type === 'meta') setSessionId(event.sessionId);
          else if (event.type === 'token') patchAnswer((t) => ({ ...t, content: t.content + event.text }));
          else if (event.type === 'done')
            patchAnswer((t) => ({ ...t, state: event.status === 'stopped' ? 'stopped' : undefined }));
          else patchAnswer(() => ({ role: 'assistant', content: event.desc, state: 'error' }));
        },
        controller.signal,
      );
    } catch {
      if (controller.signal.aborted)
        patchAnswer((t) => ({
          ...t,
          state: t.content ? 'stopped' : 'error',
          content: t.content || '已停止回答。',
        }));
      else
        patchAnswer(() => ({ role: 'assistant', content: '网络连接中断了，请稍后再试。', state: 'error' }));
    } finally {
      stopper.current = null;
      setBusy(false);
      void refresh().catch(() => undefined);
    }
  };

  const stop = () => stopper.current?.abort();

  if (load.status === 'loading') return <PageLoading text="正在准备对话…" />;
  if (load.status === 'error')
    return (
      <div className="page">
        <PageError text="对话暂时无法加载，请稍后刷新。" />
      </div>
    );
  if (load.contacts.length === 0)
    return (
      <div className="page">
        <EmptyState
          text="还没有完整的档案。先添加一份带出生日期与地点的档案，AI 才能读你的星盘。"
          action={
            <Link className="btn btn-primary" to="/user/contact">
              添加档案
            </Link>
          }
        />
      </div>
    );

  const credits = quota ? quota.freeLeft + quota.packageLeft : null;
  return (
    <div className="ai-chat">
      <header className="ai-top">
        <Link to="/" className="ai-home" aria-label="返回首页">
          ‹ 星图
        </Link>
        <h1>{copy.title}</h1>
        <button
          type="button"
          className="btn btn-small ai-history-toggle"
          onClick={() => setShowHistory((v) => !v)}
          aria-expanded={showHistory}
        >
          历史对话
        </button>
      </header>
      <div className="ai-body">
        <aside className={`ai-side${showHistory ? ' ai-side-open' : ''}`} aria-label="档案与历史对话">
          <label className="ai-field">
            <span>读哪份档案</span>
            <select
              value={contactId ?? ''}
              onChange={(e) => setContactId(Number(e.target.value))}
              disabled={busy || sessionId !== null}
            >
              {load.contacts.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}（{c.birthday}）
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn btn-block" onClick={newChat} disabled={busy}>
            ＋ 新对话
          </button>
          <h2>历史对话</h2>
          {sessions.length === 0 && <p className="ai-muted">还没有对话记录。</p>}
          <ul className="ai-sessions">
            {sessions.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className={s.id === sessionId ? 'ai-session-current' : ''}
                  onClick={() => void openSession(s)}
                  disabled={busy}
                >
                  <span>{s.title}</span>
                  <time dateTime={s.updatedAt}>{formatBeijing(s.updatedAt, 'monthDayTime')}</time>
                </button>
              </li>
            ))}
          </ul>
        </aside>
        <main className="ai-main">
          <p className="ai-quota" aria-live="polite">
            {quota ? (
              <>
                今日免费剩余 {quota.freeLeft} 次 · 套餐剩余 {quota.packageLeft} 次 · 由{quota.engineLabel}回答
              </>
            ) : (
              '正在查询可用次数…'
            )}
          </p>
          <div className="ai-messages" role="log" aria-live="polite">
            {turns.length === 0 && (
              <div className="ai-welcome">
                <p>{copy.intro}</p>
                <ul className="ai-suggestions">
                  {copy.suggestions.map((s) => (
                    <li key={s}>
                      <button
                        type="button"
                        className="btn"
                        onClick={() => void ask(s)}
                        disabled={busy || credits === 0}
                      >
                        {s}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {turns.map((turn, i) => (
              <div
                key={i}
                className={`ai-turn ai-turn-${turn.role}${turn.state ? ` ai-turn-${turn.state}` : ''}`}
              >
                <div className="ai-bubble">
                  {turn.content || (turn.state === 'streaming' ? '正在读你的星盘…' : '')}
                  {turn.state === 'stopped' && <p className="ai-note">（回答已停止）</p>}
                </div>
              </div>
            ))}
            <div ref={bottom} />
          </div>
          {credits === 0 && !busy && (
            <p className="ai-out">
              今天的免费次数和套餐次数都用完了。
              <Link to="/shop">购买问答套餐</Link>
            </p>
          )}
          <form
            className="ai-composer"
            onSubmit={(e) => {
              e.preventDefault();
              void ask(question);
            }}
          >
            <label htmlFor="ai-question" className="visually-hidden">
              你的问题
            </label>
            <textarea
              id="ai-question"
              value={question}
              maxLength={AI_QUESTION_MAX_CHARS}
              rows={2}
              placeholder="问问你的星盘，例如：最近的行运对我有什么影响？"
              onChange={(e) => setQuestion(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  void ask(question);
                }
              }}
            />
            {busy ? (
              <button type="button" className="btn btn-danger" onClick={stop}>
                停止回答
              </button>
            ) : (
              <button type="submit" className="btn btn-primary" disabled={!question.trim() || credits === 0}>
                发送
              </button>
            )}
          </form>
        </main>
      </div>
    </div>
  );
}
