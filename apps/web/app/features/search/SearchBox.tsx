import { useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { SEARCH_RULES, type SearchSuggestion } from '@xingtu/contracts/search';
import { popularSearches, suggestSearch } from '../../api/search.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { useLater } from '../../components/ui/use-later.ts';
import { searchHref } from './search-href.ts';
import './search.css';

/** A line of the list: a title to open, or (empty box) one of 热门搜索 to search for. */
interface Item {
  key: string;
  title: string;
  label: string;
  url: string;
}

const fromSuggestion = (item: SearchSuggestion): Item => ({
  key: `${item.kind}-${item.url}`,
  title: item.title,
  label: item.kindLabel,
  url: item.url,
});

const POPULAR_KEY = 'popular:';

const fromPopular = (keyword: string): Item => ({
  key: `${POPULAR_KEY}${keyword}`,
  title: keyword,
  label: '热门搜索',
  url: searchHref(keyword),
});

// The search box of the header and of /search: submits to /search?keyword=…, and while the visitor
// types offers titles (characters, pinyin, initials or a homophone all find them). Arrow keys move
// through the list, Enter opens the chosen title, Escape closes the list. An empty box offers 热门搜索.

const SUGGEST_DELAY_MS = 180;

export function SearchBox({
  defaultValue = '',
  className,
  placeholder = '搜索课程、老师或文章',
  autoFocus = false,
}: {
  defaultValue?: string;
  className: string;
  placeholder?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(defaultValue);
  const [items, setItems] = useState<Item[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);
  // Closing on blur waits a moment (a click on an option lands first); coming back cancels it.
  const closing = useLater();

  useEffect(() => setText(defaultValue), [defaultValue]);

  useEffect(() => {
    const keyword = text.trim().slice(0, SEARCH_RULES.keywordMaxLength);
    const ticket = ++latest.current;
    if (!open) {
      setItems([]);
      return;
    }
    if (!keyword) {
      void popularSearches().then((words) => {
        if (ticket !== latest.current) return;
        setItems(words.map((word) => fromPopular(word.keyword)));
        setActive(-1);
      });
      return;
    }
    // The first letter typed replaces 热门搜索 at once; titles then follow the typing.
    setItems((shown) => shown.filter((item) => !item.key.startsWith(POPULAR_KEY)));
    const timer = setTimeout(() => {
      suggestSearch(keyword)
        .then((found) => {
          if (ticket !== latest.current) return;
          setItems(found.map(fromSuggestion));
          setActive(-1);
        })
        // Suggestions are a help: without them the box still searches.
        .catch(() => ticket === latest.current && setItems([]));
    }, SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, open]);

  const listId = `${id}-suggestions`;
  const showList = open && items.length > 0;
  const go = (item: Item) => {
    setOpen(false);
    void navigate(item.url);
  };

  return (
    <Form
      action="/search"
      method="get"
      role="search"
      className={`search-box ${className}`}
      onSubmit={(event) => {
        setOpen(false);
        if (!text.trim()) event.preventDefault();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        站内搜索
      </label>
      <input
        id={id}
        name="keyword"
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder={placeholder}
        maxLength={SEARCH_RULES.keywordMaxLength}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          closing.cancel();
          setOpen(true);
        }}
        onBlur={() => {
          closing.later(() => setOpen(false), 150);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
          if (!showList) return;
          if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, items.length - 1));
          else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, -1));
          else if (event.key === 'Enter' && active >= 0) go(items[active]!);
          else return;
          event.preventDefault();
        }}
      />
      <button type="submit" aria-label="搜索">
        <Icon name="search" size={18} />
      </button>
      {showList && (
        <ul
          className="search-suggestions"
          role="listbox"
          id={listId}
          aria-label={text.trim() ? '搜索建议' : '热门搜索'}
        >
          {items.map((item, i) => (
            <li
              key={item.key}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              onMouseDown={(event) => {
                event.preventDefault();
                go(item);
              }}
            >
              <span className="suggestion-title">{item.title}</span>
              <span className="suggestion-kind">{item.label}</span>
            </li>
          ))}
        </ul>
      )}
    </Form>
  );
}
