// The inbox's search in the database rather than in memory: every lead's reference, page and
// field values in a full-text index, kept by the database itself (triggers on SQLite, a generated
// column on PostgreSQL), so that whatever writes a lead (any instance, the CLI, an erasure) keeps
// the index current. Words are found as typed and by their beginning ("kuw" finds Al-Kuwari),
// Arabic with or without its short vowels, folded on both sides by studio/shared/searchWords.ts's
// table; neither database stems, which would mangle Arabic.
import { arabicFolds, arabicMarks, searchWords } from '../../../studio/shared/searchWords.ts';

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The text indexed for a lead, in SQLite: the Arabic folded here, case and Latin accents by FTS5's tokenizer. */
function sqliteLeadText(row: string): string {
  const text = `${row}.ref || ' ' || coalesce(${row}.page, '') || ' ' || coalesce((SELECT group_concat(value, ' ') FROM json_each(${row}.fields)), '')`;
  return [...arabicFolds, ...arabicMarks.map((mark) => [mark, ''] as const)].reduce((folded, [from, to]) => `replace(${folded}, ${quoted(from)}, ${quoted(to)})`, text);
}

/**
 * SQLite: an FTS5 index without a copy of the text (the leads keep it), whose rows are numbered by
 * lead_search_rows: one small row per lead with what the list filters and orders by, so that a
 * search's thousands of matches are filtered, counted and ordered there rather than through the
 * leads' wide rows (its rowid, not the lead's own, which a VACUUM may change). Triggers keep both
 * with the leads; the leads already stored are indexed here.
 */
const listed = 'created_at, status, kind, language, owner_id';
const sqliteSearch = `CREATE TABLE lead_search_rows (id INTEGER PRIMARY KEY, ref TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL, status TEXT NOT NULL, kind TEXT NOT NULL, language TEXT, owner_id TEXT);
   CREATE VIRTUAL TABLE lead_search USING fts5(words, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2');
   CREATE TRIGGER lead_search_added AFTER INSERT ON leads BEGIN
     INSERT INTO lead_search_rows (ref, ${listed}) VALUES (new.ref, new.created_at, new.status, new.kind, new.language, new.owner_id);
     INSERT INTO lead_search (rowid, words) VALUES (last_insert_rowid(), ${sqliteLeadText('new')});
   END;
   CREATE TRIGGER lead_search_words_changed AFTER UPDATE OF ref, page, fields ON leads BEGIN
     DELETE FROM lead_search WHERE rowid = (SELECT id FROM lead_search_rows WHERE ref = old.ref);
     UPDATE lead_search_rows SET ref = new.ref WHERE ref = old.ref;
     INSERT INTO lead_search (rowid, words) VALUES ((SELECT id FROM lead_search_rows WHERE ref = new.ref), ${sqliteLeadText('new')});
   END;
   CREATE TRIGGER lead_search_listing_changed AFTER UPDATE OF ${listed} ON leads BEGIN
     UPDATE lead_search_rows SET created_at = new.created_at, status = new.status, kind = new.kind, language = new.language, owner_id = new.owner_id WHERE ref = new.ref;
   END;
   CREATE TRIGGER lead_search_removed AFTER DELETE ON leads BEGIN
     DELETE FROM lead_search WHERE rowid = (SELECT id FROM lead_search_rows WHERE ref = old.ref);
     DELETE FROM lead_search_rows WHERE ref = old.ref;
   END;
   INSERT INTO lead_search_rows (ref, ${listed}) SELECT ref, ${listed} FROM leads ORDER BY created_at, ref;
   INSERT INTO lead_search (rowid, words) SELECT lead_search_rows.id, ${sqliteLeadText('leads')} FROM leads JOIN lead_search_rows ON lead_search_rows.ref = leads.ref;`;

/** Latin letters with accents (é, Ç, ñ…) and their plain letter: PostgreSQL's 'simple' configuration keeps accents. */
const latinFolds = Array.from({ length: 0x24f - 0xc0 + 1 }, (_, i) => String.fromCodePoint(0xc0 + i)).flatMap((char) => {
  const plain = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return plain !== char && /^[A-Za-z]$/.test(plain) ? [[char, plain] as const] : [];
});
/** Punctuation separates words, as in FTS5: else the parser keeps "aisha@pearl.qa" or "/ar/contact" as one word. */
const punctuation = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~', '\u060C', '\u061B', '\u061F'];
const translated = [...arabicFolds, ...latinFolds, ...punctuation.map((char) => [char, ' '] as const)];
/** translate()'s from and to: the characters past the end of `to` (the marks) are dropped. */
const translateFrom = [...translated.map(([from]) => from), ...arabicMarks, ...Array.from({ length: 0x36f - 0x300 + 1 }, (_, i) => String.fromCharCode(0x300 + i))].join('');
const translateTo = translated.map(([, to]) => to).join('');

/**
 * PostgreSQL: each lead's words in a generated column (computed for the leads already stored as
 * the column is added, and again whenever the row is written), with a GIN index.
 */
const postgresSearch = `CREATE FUNCTION lead_words(ref TEXT, page TEXT, fields TEXT) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
     SELECT to_tsvector('simple', translate(concat_ws(' ', ref, page, (SELECT string_agg(value, ' ') FROM jsonb_each_text(fields::jsonb))), ${quoted(translateFrom)}, ${quoted(translateTo)}))
   $$;
   ALTER TABLE leads ADD COLUMN words tsvector GENERATED ALWAYS AS (lead_words(ref, page, fields)) STORED;
   CREATE INDEX leads_words ON leads USING gin (words);`;

/**
 * The inbox's pages read newest first by (created_at, ref): one index gives that order, ties
 * included, and holds the filters' columns, so that a filtered page and the counts are read from
 * the index alone, never from the leads' wide rows with their fields (only the page's own 50 are).
 */
const newestFirst = `DROP INDEX leads_created;
   CREATE INDEX leads_newest ON leads (created_at, ref, status, kind, language, owner_id);`;

export const searchMigration = { sqlite: `${newestFirst}\n   ${sqliteSearch}`, postgres: `${newestFirst}\n   ${postgresSearch}` };

/**
 * The condition that keeps the leads whose words begin with each of the query's words, its value,
 * and the table the page's and the count's query read as `leads` (on SQLite, the small rows the
 * index numbers: they have every column a filter or the order needs, and `id`); undefined for a
 * query without a letter or digit (it keeps every lead).
 */
export function searchCondition(kind: 'sqlite' | 'postgres', query: string): { condition: string; value: string; from: string } | undefined {
  const words = searchWords(query);
  if (words.length === 0) return undefined;
  // The words are letters and digits alone: nothing in them means anything to either query language.
  if (kind === 'sqlite') return { condition: 'leads.id IN (SELECT rowid FROM lead_search WHERE lead_search MATCH ?)', value: words.map((word) => `"${word}"*`).join(' '), from: 'lead_search_rows AS leads' };
  return { condition: `leads.words @@ to_tsquery('simple', ?)`, value: words.map((word) => `${word}:*`).join(' & '), from: 'leads' };
}
