import { useEffect, useRef } from 'react';
import { Form, useSubmit } from 'react-router';
import type { DictCategory } from '@xingtu/readings/data/learning/dict-entry';
import { DICT_QUERY_MAX } from './dict-search.ts';

/** Typing pauses this long before the list follows (with JavaScript; without it the form submits). */
const TYPING_PAUSE_MS = 250;

/**
 * The search box. A GET form, so it works before the page's script runs; once it has, the list
 * follows what is typed, replacing the history entry instead of adding one per keystroke.
 */
export function DictSearchForm({ q, category }: { q: string; category: DictCategory | null }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  /** A pinyin (IME) composition is under way: its letters are not the words yet. */
  const composing = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A tab or the back button changed the words: show them. Not while the box has focus, where an
  // answer to an earlier pause would overwrite what has been typed since.
  useEffect(() => {
    const box = input.current;
    if (box && box !== document.activeElement && box.value.trim() !== q) box.value = q;
  }, [q]);
  const followTyping = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void submit(form, { replace: true, preventScrollReset: true }),
      TYPING_PAUSE_MS,
    );
  };
  return (
    <Form
      method="get"
      action="/learning/dict"
      role="search"
      className="search-form dict-search"
      preventScrollReset
      onChange={(event) => {
        if (!composing.current) followTyping(event.currentTarget);
      }}
    >
      <label htmlFor="dict-search-input" className="visually-hidden">
        搜索词条
      </label>
      <input
        id="dict-search-input"
        className="input"
        name="q"
        type="search"
        ref={input}
        onCompositionStart={() => {
          composing.current = true;
          clearTimeout(timer.current);
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          if (event.currentTarget.form) followTyping(event.currentTarget.form);
        }}
        defaultValue={q}
        placeholder="搜索词条，如 上升、合相、Saturn"
        maxLength={DICT_QUERY_MAX}
        autoComplete="off"
      />
      {category && <input type="hidden" name="category" value={category} />}
      <button type="submit" className="btn btn-primary">
        搜索
      </button>
    </Form>
  );
}
