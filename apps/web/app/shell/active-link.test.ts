import { describe, expect, it } from 'vitest';
import { isActiveLink } from './active-link.ts';

describe('active menu link (NavLink rule)', () => {
  it('matches the page and the pages below it, not a longer name', () => {
    expect(isActiveLink('/course', '/course', false)).toBe(true);
    expect(isActiveLink('/course/live', '/course', false)).toBe(true);
    expect(isActiveLink('/courses', '/course', false)).toBe(false);
    expect(isActiveLink('/learning', '/course', false)).toBe(false);
  });

  it('ignores case, the query and the hash, and accepts a trailing slash on the link', () => {
    expect(isActiveLink('/Course/Live', '/course', false)).toBe(true);
    expect(isActiveLink('/isar', '/isar?index=2', false)).toBe(true);
    expect(isActiveLink('/learning/path', '/learning/#top', false)).toBe(true);
  });

  it('matches only the page itself when the link ends there (the home page)', () => {
    expect(isActiveLink('/', '/', true)).toBe(true);
    expect(isActiveLink('/course', '/', true)).toBe(false);
    expect(isActiveLink('/course/live', '/course', true)).toBe(false);
  });

  it('never marks a full URL', () => {
    expect(isActiveLink('/', 'https://example.com/', false)).toBe(false);
    expect(isActiveLink('/x', '//example.com/x', false)).toBe(false);
  });
});
