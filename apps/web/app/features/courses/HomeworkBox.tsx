import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { HOMEWORK_RULES } from '@xingtu/contracts/courses';
import { submitHomework, uploadHomeworkImage } from '../../api/courses.ts';
import { ApiError } from '../../api/api-error.ts';

type State = 'todo' | 'submitted' | 'passed' | 'returned';

const STATE_TEXT: Record<State, string> = {
  todo: '还没有提交',
  submitted: '已提交，等待讲师批改',
  passed: '已通过',
  returned: '讲师请你修改后重新提交',
};

/** A lesson's homework: the prompt, its state, and (while not passed or waiting) the hand-in form. */
export function HomeworkBox({
  lessonId,
  prompt,
  state,
  onSubmitted,
}: {
  lessonId: string;
  prompt: string;
  state: State;
  onSubmitted(): void;
}) {
  const [content, setContent] = useState('');
  const [images, setImages] = useState<{ id: string; url: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const open = state === 'todo' || state === 'returned';

  const addImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMessage('');
    if (file.size > HOMEWORK_RULES.imageMaxBytes) {
      setMessage('图片不能超过5MB');
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadHomeworkImage(file);
      setImages((list) => [...list, uploaded]);
    } catch (caught) {
      setMessage(caught instanceof ApiError ? caught.message : '图片上传失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    try {
      await submitHomework(
        lessonId,
        content,
        images.map((image) => image.id),
      );
      setContent('');
      setImages([]);
      onSubmitted();
    } catch (caught) {
      setMessage(caught instanceof ApiError ? caught.message : '提交失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="homework-box" aria-labelledby="homework-title">
      <h2 id="homework-title" style={{ fontSize: 18, margin: 0 }}>
        课后作业 <span className="course-badge">{STATE_TEXT[state]}</span>
      </h2>
      <p>{prompt}</p>
      {!open && (
        <p>
          <Link to="/user/homework">在“我的作业”查看提交内容和讲师评语 ›</Link>
        </p>
      )}
      {open && (
        <form onSubmit={submit} className="course-form">
          <label htmlFor="homework-content">你的作业</label>
          <textarea
            id="homework-content"
            rows={6}
            value={content}
            maxLength={HOMEWORK_RULES.maxChars}
            onChange={(event) => setContent(event.target.value)}
            required
            minLength={HOMEWORK_RULES.minChars}
          />
          {images.length > 0 && (
            <div className="homework-images">
              {images.map((image) => (
                <img key={image.id} src={image.url} alt="作业配图" />
              ))}
            </div>
          )}
          {images.length < HOMEWORK_RULES.maxImages && (
            <label className="btn btn-small" style={{ justifySelf: 'start' }}>
              添加图片
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                hidden
                onChange={addImage}
                aria-label="添加作业图片"
              />
            </label>
          )}
          {message && (
            <p className="form-error" role="alert">
              {message}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy} style={{ justifySelf: 'start' }}>
            {busy ? '正在提交…' : '提交作业'}
          </button>
        </form>
      )}
    </section>
  );
}
