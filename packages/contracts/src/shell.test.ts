import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  backTarget,
  hidesFooter,
  hidesHeaderAndFooter,
  loginPathFor,
  normalisePath,
  requiresLogin,
  safeReturnPath,
} from './shell.ts';

describe('hidesHeaderAndFooter (SPEC §2: aichat, aiDice, btf, ebook reader, signShare, qcLove result)', () => {
  it.each([
    '/aichat',
    '/aichat/career',
    '/aiDice',
    '/aiDice/history',
    '/aiDice/answerInput/12',
    '/aiDice/astro/center',
    '/btf',
    '/ebook/reader',
    '/ebook/reader?id=3',
    '/signShare/edit',
    '/signShare/invite',
    '/signShare/share/abc',
    '/signShare/Step1InfoPage',
    '/signShare/chartComparison',
    '/qcLove/result',
    '/aichat/',
  ])('hides both on %s', (path) => {
    expect(hidesHeaderAndFooter(path)).toBe(true);
    expect(hidesFooter(path)).toBe(true);
  });

  it.each([
    '/',
    '/login',
    '/ebook',
    '/ebook/detail/1',
    '/qcLove/home',
    '/qcLove/input',
    '/aichatter',
    '/tarotChat',
    '/user/order',
    '/btfx',
  ])('keeps the header on %s', (path) => {
    expect(hidesHeaderAndFooter(path)).toBe(false);
  });
});

describe('hidesFooter (SPEC §2: login, register, aichat, tarotChat, babyReport …)', () => {
  it.each([
    '/login',
    '/register',
    '/login?from=%2Fuser%2Forder',
    '/aichat',
    '/tarotChat',
    '/tarotChat/history/detail/9',
    '/babyReport/1002',
    '/babyReport/detail/5',
    '/babyReport/element/input',
    '/kimiChat',
  ])('hides the footer on %s', (path) => {
    expect(hidesFooter(path)).toBe(true);
  });

  it.each([
    '/',
    '/news',
    '/user/order',
    '/contract/userAgreement',
    '/search',
    '/loginx',
    '/registered',
    '/error/404',
  ])('shows the footer on %s', (path) => {
    expect(hidesFooter(path)).toBe(false);
  });
});

describe('requiresLogin (SPEC §2 / §6)', () => {
  it.each([
    '/user/information',
    '/user/account',
    '/user/astrologer/apply',
    '/user/exam/detail/3',
    '/pay',
    '/pay/success',
    '/pay/fail',
    '/report/input/7',
    '/course/input/3',
    '/consultant/input',
    '/isar/input',
    '/qcLove/input',
    '/fourElement/input',
    '/babyReport/input/2',
    '/babyReport/element/input',
    '/babyReport/parentInput',
    '/aiDice/answerInput/4',
    '/ebook/reader',
    '/aichat',
    '/aichat/career',
    '/tarotChat',
    '/tarotChat/packageOrder/useLogs',
    '/course/exam',
    '/user/order?x=1',
    '/calendarReport/editFirst?report=abcdefghijkl',
    '/calendarReport/editSecond',
    '/calendarReport/editThird',
    '/calendarReport/orderPay',
    '/calendarReport/monthInfo',
    '/calendarReport/dayInfo',
  ])('requires login on %s', (path) => {
    expect(requiresLogin(path)).toBe(true);
  });

  it.each([
    '/',
    '/login',
    '/register',
    '/news',
    '/course',
    '/course/detail/3',
    '/ebook',
    '/ebook/detail/1',
    '/contract/userAgreement',
    '/error/401',
    '/aiDice',
    '/search?keyword=input',
    '/calendarReport/home',
    '/userx',
    '/payment-info',
    '/outChannel/abc',
  ])('is public on %s', (path) => {
    expect(requiresLogin(path)).toBe(false);
  });
});

describe('backTarget (SPEC §2: from, else history back, else home)', () => {
  it('returns to from when it is a site path', () => {
    expect(backTarget('/user/order', 1)).toEqual({ kind: 'url', url: '/user/order' });
    expect(backTarget('/search?keyword=%E6%98%9F', 5)).toEqual({
      kind: 'url',
      url: '/search?keyword=%E6%98%9F',
    });
  });
  it('goes one step back in history without from', () => {
    expect(backTarget(null, 2)).toEqual({ kind: 'history' });
    expect(backTarget('', 3)).toEqual({ kind: 'history' });
  });
  it('goes home without from and without history', () => {
    expect(backTarget(undefined, 1)).toEqual({ kind: 'url', url: '/' });
    expect(backTarget(null, 0)).toEqual({ kind: 'url', url: '/' });
  });
  it('never leaves the site', () => {
    for (const evil of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(backTarget(evil, 1)).toEqual({ kind: 'url', url: '/' });
    }
  });
  it('does not loop back to login or register', () => {
    expect(backTarget('/login', 1)).toEqual({ kind: 'url', url: '/' });
    expect(backTarget('/register?from=/x', 2)).toEqual({ kind: 'history' });
  });
  it('any accepted target is a same-site path', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(10), (from, length) => {
        const target = backTarget(from, length);
        if (target.kind === 'url') {
          expect(target.url.startsWith('/')).toBe(true);
          expect(target.url.startsWith('//')).toBe(false);
        }
      }),
    );
  });
});

describe('helpers', () => {
  it('normalises paths', () => {
    expect(normalisePath('/user/order/?a=1#x')).toBe('/user/order');
    expect(normalisePath('user//order')).toBe('/user/order');
    expect(normalisePath('/')).toBe('/');
  });
  it('builds login paths with from', () => {
    expect(loginPathFor('/user/order?tab=2')).toBe('/login?from=%2Fuser%2Forder%3Ftab%3D2');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/user/order', '/register')).toBe('/register?from=%2Fuser%2Forder');
  });
  it('safeReturnPath keeps site paths only', () => {
    expect(safeReturnPath('/a')).toBe('/a');
    expect(safeReturnPath('http://x')).toBeNull();
  });
});
