import type { DatabaseSync } from 'node:sqlite';

interface FlagDesign {
  stripes: string[];
  vertical: boolean;
}

export interface CountryRecord {
  isoCode: string;
  name: string;
  dialingCode: string;
  flag: FlagDesign;
  sort: number;
}

/** Countries of the dialing-code picker, Philippines first (the demo merchant's market). */
export interface CountriesRepository {
  list(): CountryRecord[];
  find(isoCode: string): CountryRecord | undefined;
  /** True when some stored country uses this dialing code (e.g. `+63`). */
  hasDialingCode(dialingCode: string): boolean;
  insert(country: CountryRecord): void;
}

function toCountry(row: Record<string, unknown>): CountryRecord {
  return {
    isoCode: String(row.iso_code),
    name: String(row.name),
    dialingCode: String(row.dialing_code),
    flag: JSON.parse(String(row.flag)) as FlagDesign,
    sort: Number(row.sort),
  };
}

export function createCountriesRepository(db: DatabaseSync): CountriesRepository {
  const selectAll = db.prepare('SELECT * FROM countries ORDER BY sort, iso_code');
  const selectOne = db.prepare('SELECT * FROM countries WHERE iso_code = ?');
  const byDialingCode = db.prepare('SELECT 1 FROM countries WHERE dialing_code = ? LIMIT 1');
  const insert = db.prepare('INSERT INTO countries (iso_code, name, dialing_code, flag, sort) VALUES (?, ?, ?, ?, ?)');
  return {
    list: () => selectAll.all().map(toCountry),
    find(isoCode) {
      const row = selectOne.get(isoCode);
      return row ? toCountry(row) : undefined;
    },
    hasDialingCode(dialingCode) {
      return byDialingCode.get(dialingCode) !== undefined;
    },
    insert(country) {
      insert.run(country.isoCode, country.name, country.dialingCode, JSON.stringify(country.flag), country.sort);
    },
  };
}
