type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function isEmpty(value: QueryValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

// Empty values are skipped but false and 0 are kept; arrays are sorted and repeated under one key
// (filter_x=a&filter_x=b).
export function buildQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      const values: string[] = (value as readonly QueryValue[])
        .filter((item) => !isEmpty(item))
        .map(String)
        .sort();
      for (const item of values) search.append(key, item);
    } else if (!isEmpty(value as QueryValue)) {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
