// The shape of one gazetteer entry, shared by the build script, the data file and the search.

export type PlaceLevel = 'province' | 'prefecture' | 'county' | 'city';

export interface Place {
  /** Stable id: `cn-<6-digit code>` for mainland divisions, `cn-<parent>-<pinyin>` for HK/MO/TW districts, `gn-<GeoNames id>` for world cities. */
  id: string;
  /** Display name: Chinese for Chinese places and for curated world cities, else the English name. */
  name: string;
  /** English (GeoNames) name of a world city, or a conventional English name of a Chinese place. */
  nameEn?: string;
  /** Path separated by spaces, e.g. "广东省 广州市 天河区", "美国 纽约". */
  fullName: string;
  /** ISO 3166-1 alpha-2 code; every division of China, Hong Kong, Macau and Taiwan included, is "CN". */
  country: string;
  level: PlaceLevel;
  /** GB/T 2260 administrative code (6 digits) where one exists. */
  code?: string;
  /** Toneless pinyin of `name`, one syllable per Han character, separated by spaces. */
  pinyin?: string;
  /** First letters of the pinyin syllables, e.g. "gzs" for 广州市. */
  initials?: string;
  latitude: number;
  longitude: number;
  /** IANA time zone used to turn a local birth time into UT. */
  timeZone: string;
  /** GeoNames population (world cities only). */
  population?: number;
  /** Id of the enclosing division (Chinese places below province level). */
  parentId?: string;
}

/** What searchPlaces returns for each hit. */
export interface PlaceHit {
  id: string;
  name: string;
  fullName: string;
  country: string;
  level: PlaceLevel;
  latitude: number;
  longitude: number;
  timeZone: string;
}
