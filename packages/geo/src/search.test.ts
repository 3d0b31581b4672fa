import { describe, expect, it } from 'vitest';
import { placeById, searchPlaces } from './search.ts';

const first = (keyword: string) => searchPlaces(keyword, { limit: 5 })[0];
const names = (keyword: string, limit = 5) => searchPlaces(keyword, { limit }).map((p) => p.name);

describe('searchPlaces', () => {
  it('finds Chinese names, exact before prefix before substring', () => {
    expect(first('北京')).toMatchObject({ name: '北京市', level: 'province', timeZone: 'Asia/Shanghai' });
    expect(first('广州')).toMatchObject({ name: '广州市', fullName: '广东省 广州市', level: 'prefecture' });
    expect(first('天河')).toMatchObject({ fullName: '广东省 广州市 天河区', level: 'county' });
    expect(first('广东省')?.name).toBe('广东省');
    // substring: 州 alone finds many, each containing it
    expect(searchPlaces('州', { limit: 50 }).every((p) => p.name.includes('州'))).toBe(true);
  });

  it('finds full pinyin with or without spaces, in any case', () => {
    for (const q of ['guangzhou', 'guang zhou', 'GuangZhou', 'guangzhoushi'])
      expect(first(q)?.name).toBe('广州市');
    expect(first('xian')?.name).toBe('西安市');
    expect(first('lvliang')?.name).toBe('吕梁市');
    expect(first('chengdu')?.name).toBe('成都市');
  });

  it('finds pinyin initials, bigger divisions first', () => {
    expect(first('bj')?.name).toBe('北京市');
    expect(names('gz')).toEqual(expect.arrayContaining(['贵州省', '广州市']));
    expect(first('gz')?.name).toBe('贵州省');
  });

  it('narrows by enclosing division: "广州 天河", "北京 朝阳"', () => {
    expect(first('广州 天河')?.fullName).toBe('广东省 广州市 天河区');
    expect(first('北京 朝阳')?.fullName).toBe('北京市 朝阳区');
    expect(first('朝阳')?.fullName).toBe('辽宁省 朝阳市');
  });

  it('covers Hong Kong, Macau and Taiwan with their own zones', () => {
    expect(first('香港')).toMatchObject({ name: '香港特别行政区', timeZone: 'Asia/Hong_Kong' });
    expect(first('沙田')).toMatchObject({
      fullName: '香港特别行政区 新界 沙田区',
      timeZone: 'Asia/Hong_Kong',
    });
    expect(first('澳门')).toMatchObject({ name: '澳门特别行政区', timeZone: 'Asia/Macau' });
    expect(first('台北')).toMatchObject({ fullName: '台湾省 台北市', timeZone: 'Asia/Taipei' });
    expect(first('高雄')?.timeZone).toBe('Asia/Taipei');
    expect(first('Hong Kong')?.name).toBe('香港特别行政区');
  });

  it('finds world cities in Chinese and English', () => {
    expect(first('纽约')).toMatchObject({
      name: '纽约',
      country: 'US',
      level: 'city',
      timeZone: 'America/New_York',
    });
    expect(first('new york')?.name).toBe('纽约');
    expect(first('London')).toMatchObject({ name: '伦敦', country: 'GB', timeZone: 'Europe/London' });
    expect(first('东京')).toMatchObject({ country: 'JP', timeZone: 'Asia/Tokyo' });
    expect(first('悉尼')).toMatchObject({ country: 'AU', timeZone: 'Australia/Sydney' });
    expect(first('zurich')?.name).toBe('苏黎世');
  });

  it('gives plausible coordinates', () => {
    const near = (keyword: string, lat: number, lon: number, tolerance = 0.5) => {
      const p = first(keyword)!;
      expect(Math.abs(p.latitude - lat), `${keyword} latitude`).toBeLessThan(tolerance);
      expect(Math.abs(p.longitude - lon), `${keyword} longitude`).toBeLessThan(tolerance);
    };
    near('北京', 39.9, 116.4);
    near('上海', 31.23, 121.47);
    near('广州', 23.13, 113.26);
    near('乌鲁木齐', 43.8, 87.6);
    near('重庆', 29.56, 106.55);
    near('香港', 22.3, 114.17);
    near('台北', 25.03, 121.56);
    near('锡林郭勒', 43.93, 116.09); // the league's seat 锡林浩特, not 二连浩特 listed first
    near('大兴安岭', 50.42, 124.12); // 加格达奇
    near('崇明', 31.62, 121.45); // decoded from ECharts' compressed outline
    near('纽约', 40.71, -74.0);
    near('伦敦', 51.5, -0.13);
  });

  it('keeps Xinjiang on Beijing time', () => {
    expect(first('乌鲁木齐')?.timeZone).toBe('Asia/Shanghai');
    expect(first('喀什')?.timeZone).toBe('Asia/Shanghai');
  });

  it('puts Kinmen on Taiwan time', () => {
    expect(first('金门')).toMatchObject({ fullName: '福建省 泉州市 金门县', timeZone: 'Asia/Taipei' });
  });

  it('honours the limit and ignores empty queries', () => {
    expect(searchPlaces('区', { limit: 7 })).toHaveLength(7);
    expect(searchPlaces('区')).toHaveLength(20);
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces('!!')).toEqual([]);
    expect(searchPlaces('qqqqqqqq')).toEqual([]);
  });

  it('looks places up by id', () => {
    const hit = first('天河')!;
    expect(placeById(hit.id)).toMatchObject({
      name: '天河区',
      code: '440106',
      pinyin: 'tian he qu',
      initials: 'thq',
    });
    expect(placeById(first('纽约')!.id)).toMatchObject({ nameEn: 'New York City' });
    expect(placeById('nope')).toBeUndefined();
  });
});
