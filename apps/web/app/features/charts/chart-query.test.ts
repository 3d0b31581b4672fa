import { describe, expect, it } from 'vitest';
import type { BirthPayload } from '@xingtu/contracts/charts';
import { sourceOfDraft } from './birth-draft.ts';
import { DEFAULT_SETTINGS, settingsPayload, type SettingsDraft } from './chart-settings.ts';
import { draftOfQuery, natalBodyOfQuery, queryOfChart, settingsOfQuery } from './chart-query.ts';

describe('chart address', () => {
  it('carries a birth and its settings to the server body, aspect ids in snake_case', () => {
    const query = queryOfChart(
      {
        birth: {
          date: '1990-05-01',
          time: '14:30',
          timeZone: 'Asia/Shanghai',
          latitude: 23.13,
          longitude: 113.26,
          placeName: '广东省 广州市',
          disambiguation: 'later',
        },
        name: '小林',
      },
      { houseSystem: 'W', orbs: { conjunction: 8, semiSextile: 2 } },
    );
    expect(natalBodyOfQuery(new URLSearchParams(query))).toEqual({
      birth: {
        date: '1990-05-01',
        time: '14:30',
        time_zone: 'Asia/Shanghai',
        latitude: 23.13,
        longitude: 113.26,
        place_name: '广东省 广州市',
        disambiguation: 'later',
      },
      name: '小林',
      house_system: 'W',
      orbs: { conjunction: 8, semi_sextile: 2 },
    });
  });

  it('reads an unknown time as null and ignores an unknown house system', () => {
    const body = natalBodyOfQuery(new URLSearchParams('date=2000-01-01&lat=1&lon=2&hs=Q'));
    expect(body).toMatchObject({
      birth: { date: '2000-01-01', time: null, latitude: 1, longitude: 2 },
      house_system: 'P',
    });
    expect(natalBodyOfQuery(new URLSearchParams('contact=3'))).toBeNull();
  });

  it('fills the form back from the address, so a refused chart can be answered after a reload', async () => {
    const birth = {
      date: '1987-04-12',
      time: '02:30',
      timeZone: 'Asia/Shanghai',
      latitude: 23.13,
      longitude: 113.26,
      placeName: '广东省 广州市',
    };
    const draft = draftOfQuery(
      new URLSearchParams(queryOfChart({ birth, name: '小林' }, { houseSystem: 'P' })),
    );
    expect(draft).toMatchObject({ name: '小林', date: '1987-04-12', time: '02:30', manual: false });
    expect(await sourceOfDraft(draft!)).toEqual({ source: { birth, name: '小林' }, errors: {} });

    const typed = draftOfQuery(new URLSearchParams('date=2000-01-01&lat=1.5&lon=2&tz=%2B08:00'));
    expect(typed).toMatchObject({ manual: true, latitude: '1.5', longitude: '2', timeZone: '+08:00' });
    expect((await sourceOfDraft(typed!)).source).toEqual({
      birth: { date: '2000-01-01', time: null, latitude: 1.5, longitude: 2, timeZone: '+08:00' },
    });
    expect(draftOfQuery(new URLSearchParams('contact=3'))).toBeNull();
  });

  it('carries a 时辰, a 真太阳时 and the standard-time answer through the address and back', async () => {
    const where = { latitude: 23.13, longitude: 113.26, timeZone: 'Asia/Shanghai' };
    const cases: BirthPayload[] = [
      { date: '1995-03-10', time: null, shichen: 'wu', ...where },
      { date: '1995-03-10', time: null, shichen: 'zi', timeBasis: 'solar', ...where },
      { date: '1992-10-13', time: '12:00', timeBasis: 'solar', ...where },
      { date: '1988-07-01', time: '10:00', standardTime: true, ...where },
    ];
    for (const birth of cases) {
      const params = new URLSearchParams(queryOfChart({ birth }, { houseSystem: 'P' }));
      const body = natalBodyOfQuery(params)!.birth as Record<string, unknown>;
      expect(body.shichen).toBe(birth.shichen);
      expect(body.time_basis).toBe(birth.timeBasis);
      expect(body.standard_time).toBe(birth.standardTime);
      // The form comes back as it was filled, and gives the same birth again.
      const draft = draftOfQuery(params)!;
      expect(draft.timeUnknown).toBe(birth.time === null);
      expect(
        (await sourceOfDraft({ ...draft, manual: true, latitude: '23.13', longitude: '113.26' })).source,
      ).toEqual({ birth });
    }
  });

  it('refuses a chart name with marks a name has not, saying what is accepted', async () => {
    const draft = draftOfQuery(new URLSearchParams('date=2000-01-01&time=08:00&lat=1&lon=2'))!;
    expect((await sourceOfDraft({ ...draft, name: '阿依古丽·买买提' })).errors.name).toBeUndefined();
    expect((await sourceOfDraft({ ...draft, name: '<b>x</b>' })).errors.name).toContain(
      '中文、英文字母和数字',
    );
  });

  it('fills the settings back from the address, so a redraw keeps its house system, orbs, frame and points', () => {
    const birth = { date: '1990-05-01', time: '14:30', latitude: 23.13, longitude: 113.26 };
    const chosen: SettingsDraft[] = [
      { ...DEFAULT_SETTINGS, houseSystem: 'K', orbs: 'wide' },
      { ...DEFAULT_SETTINGS, houseSystem: 'W', orbs: 'tight', minor: true, zodiac: 'lahiri' },
      { ...DEFAULT_SETTINGS, minor: true, zodiac: 'faganBradley', harmonic: 7, node: 'mean' },
      { ...DEFAULT_SETTINGS, houseSystem: 'E', harmonic: 5, lilith: 'true', extraPoints: true },
      { ...DEFAULT_SETTINGS, asteroids: true },
    ];
    for (const settings of chosen) {
      const query = queryOfChart({ birth }, settingsPayload(settings));
      expect(settingsOfQuery(new URLSearchParams(query))).toEqual(settings);
      // The server is asked for the same frame, and only for what differs from the tropical radix.
      const body = natalBodyOfQuery(new URLSearchParams(query))!;
      expect(body.zodiac).toBe(settings.zodiac === 'tropical' ? undefined : settings.zodiac);
      expect(body.harmonic).toBe(settings.harmonic === 1 ? undefined : settings.harmonic);
      expect(body.node).toBe(settings.node === 'true' ? undefined : settings.node);
      expect(body.lilith).toBe(settings.lilith === 'mean' ? undefined : settings.lilith);
      expect(body.extra_points).toBe(settings.extraPoints ? true : undefined);
      expect(body.asteroids).toBe(settings.asteroids ? true : undefined);
    }
    // An address edited by hand to a zodiac or harmonic not offered falls back to the tropical radix.
    const odd = new URLSearchParams(`${queryOfChart({ birth }, settingsPayload(DEFAULT_SETTINGS))}&z=xx&h=3`);
    expect(settingsOfQuery(odd)).toMatchObject({ zodiac: 'tropical', harmonic: 1 });
    expect(natalBodyOfQuery(odd)).not.toHaveProperty('zodiac');
    expect(natalBodyOfQuery(odd)).not.toHaveProperty('harmonic');
  });

  it('keeps the default settings where the address has none, or none the form can show', () => {
    expect(settingsOfQuery(new URLSearchParams('date=2000-01-01'))).toEqual(DEFAULT_SETTINGS);
    expect(settingsOfQuery(new URLSearchParams('date=2000-01-01&hs=Q&orbs=conjunction:x,:3'))).toEqual(
      DEFAULT_SETTINGS,
    );
    // Orbs edited by hand match no choice under the form; the house system still comes through.
    expect(settingsOfQuery(new URLSearchParams('date=2000-01-01&hs=K&orbs=conjunction:12'))).toEqual({
      ...DEFAULT_SETTINGS,
      houseSystem: 'K',
    });
  });
});
