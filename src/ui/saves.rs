//! The index of games saved in the browser: which saved games exist, of
//! which game, when each was last played and whether it is over.
//!
//! Every game in progress has its own entry (a new game never overwrites
//! another), so the index is what the saved-games list reads, newest first.
//! Storage is finite, so the index keeps at most [`CAP`] entries and gives
//! up the oldest finished game first. It is plain text, one entry a line,
//! so a damaged line costs that entry only. The records themselves live
//! under their own keys (the web layer's business); this module is pure.

/// The most saved games kept; beyond it the oldest finished game goes
/// first, then the oldest of all. A hundred records of a few hundred bytes
/// each stay far below any browser's storage quota.
pub const CAP: usize = 100;

/// Longest id accepted from a link or from storage.
const MAX_ID: usize = 24;

/// One saved game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveEntry {
    /// Names the entry in storage and in `#...&save=ID` links.
    pub id: String,
    /// The game's id (`loa`, `magneton`, ...).
    pub game: String,
    /// When it was last saved, in milliseconds since 1970.
    pub updated: u64,
    /// Whether the game is over, which makes it the first to give up.
    pub finished: bool,
}

/// All saved games, newest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SaveIndex {
    entries: Vec<SaveEntry>,
}

/// Whether `id` can name a saved game: 1 to 24 lowercase letters and digits,
/// so it needs no escaping in a storage key, a fragment or an attribute.
pub fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

/// A fresh id from the time and a random number: base 36, short enough
/// for a link, different for two games started in the same millisecond.
pub fn new_id(now_ms: u64, random: u32) -> String {
    format!(
        "{}{:0>4}",
        base36(now_ms),
        base36(u64::from(random % 1_679_616))
    )
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

impl SaveIndex {
    /// Reads the stored index; lines that do not read are dropped (their
    /// records become unreachable, which is the damage and no more).
    pub fn parse(text: &str) -> SaveIndex {
        let mut entries: Vec<SaveEntry> = Vec::new();
        for line in text.lines() {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let [id, game, updated, finished] = fields[..] else {
                continue;
            };
            let (Ok(updated), Some(finished)) = (
                updated.parse::<u64>(),
                match finished {
                    "0" => Some(false),
                    "1" => Some(true),
                    _ => None,
                },
            ) else {
                continue;
            };
            if !is_valid_id(id) || !is_valid_id(game) || entries.iter().any(|e| e.id == id) {
                continue;
            }
            // Newest first, kept by inserting in place (the stored text is
            // already in order, and a sort would add to the wasm's size).
            let at = entries
                .iter()
                .position(|e| e.updated < updated)
                .unwrap_or(entries.len());
            entries.insert(
                at,
                SaveEntry {
                    id: id.to_string(),
                    game: game.to_string(),
                    updated,
                    finished,
                },
            );
        }
        SaveIndex { entries }
    }

    /// The index as stored.
    pub fn to_text(&self) -> String {
        self.entries
            .iter()
            .map(|e| {
                format!(
                    "{} {} {} {}\n",
                    e.id,
                    e.game,
                    e.updated,
                    u8::from(e.finished)
                )
            })
            .collect()
    }

    /// Every entry, newest first.
    pub fn entries(&self) -> &[SaveEntry] {
        &self.entries
    }

    /// The entry called `id`.
    pub fn get(&self, id: &str) -> Option<&SaveEntry> {
        self.entries.iter().find(|e| e.id == id)
    }

    /// The most recently played saved game of `game`: what `#play=GAME`
    /// resumes.
    pub fn newest_of(&self, game: &str) -> Option<&SaveEntry> {
        self.entries.iter().find(|e| e.game == game)
    }

    /// Records that entry `id` (of `game`) was saved at `now`, whether it is
    /// over (`None`: as before, or not over for a new entry), puts it in
    /// its place by time (the front, for a game just played), and returns the ids given up to stay within [`CAP`],
    /// whose records the caller must delete.
    pub fn touch(&mut self, id: &str, game: &str, now: u64, finished: Option<bool>) -> Vec<String> {
        let before = self.entries.iter().position(|e| e.id == id);
        let was_finished = before.is_some_and(|i| self.entries[i].finished);
        if let Some(i) = before {
            self.entries.remove(i);
        }
        // Newest first; a save is normally the newest, but a migrated old
        // save (time 0) goes last.
        let at = self
            .entries
            .iter()
            .position(|e| e.updated <= now)
            .unwrap_or(self.entries.len());
        self.entries.insert(
            at,
            SaveEntry {
                id: id.to_string(),
                game: game.to_string(),
                updated: now,
                finished: finished.unwrap_or(was_finished),
            },
        );
        let mut given_up = Vec::new();
        while self.entries.len() > CAP {
            // The entry just saved is never the one given up.
            let victim = self
                .entries
                .iter()
                .rposition(|e| e.finished && e.id != id)
                .or_else(|| self.entries.iter().rposition(|e| e.id != id));
            match victim {
                Some(i) => given_up.push(self.entries.remove(i).id),
                None => break,
            }
        }
        given_up
    }

    /// Forgets entry `id`; false if there was none.
    pub fn remove(&mut self, id: &str) -> bool {
        let before = self.entries.len();
        self.entries.retain(|e| e.id != id);
        self.entries.len() != before
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touching_puts_an_entry_first_and_keeps_the_others() {
        let mut index = SaveIndex::default();
        assert!(index.touch("a1", "magneton", 10, None).is_empty());
        assert!(index.touch("b2", "magneton", 20, None).is_empty());
        assert!(index.touch("c3", "loa", 30, Some(true)).is_empty());
        let ids: Vec<&str> = index.entries().iter().map(|e| e.id.as_str()).collect();
        assert_eq!(ids, ["c3", "b2", "a1"]);
        index.touch("a1", "magneton", 40, None);
        let ids: Vec<&str> = index.entries().iter().map(|e| e.id.as_str()).collect();
        assert_eq!(ids, ["a1", "c3", "b2"]);
        assert_eq!(
            index.newest_of("magneton").map(|e| e.id.as_str()),
            Some("a1")
        );
        assert!(index.get("c3").is_some_and(|e| e.finished));
        // `None` keeps what was known.
        index.touch("c3", "loa", 50, None);
        assert!(index.get("c3").is_some_and(|e| e.finished));
    }

    #[test]
    fn the_text_form_round_trips_and_drops_damaged_lines() {
        let mut index = SaveIndex::default();
        index.touch("x", "loa", 5, Some(false));
        index.touch("y", "byte", 7, Some(true));
        let text = index.to_text();
        assert_eq!(SaveIndex::parse(&text), index);
        let damaged = format!("{text}bad line\nZ loa 1 0\nq loa nine 0\nr loa 3 2\nx loa 1 0\n");
        assert_eq!(SaveIndex::parse(&damaged), index);
        // Out of order on disk, in order once read.
        let shuffled = "a loa 1 0\nc loa 3 0\nb loa 2 1\n";
        let ids: Vec<String> = SaveIndex::parse(shuffled)
            .entries()
            .iter()
            .map(|e| e.id.clone())
            .collect();
        assert_eq!(ids, ["c", "b", "a"]);
    }

    #[test]
    fn the_cap_gives_up_the_oldest_finished_game_first() {
        let mut index = SaveIndex::default();
        index.touch("old", "loa", 1, Some(false));
        index.touch("done", "loa", 2, Some(true));
        for i in 0..CAP - 2 {
            assert!(index
                .touch(&format!("g{i}"), "byte", 10 + i as u64, None)
                .is_empty());
        }
        assert_eq!(index.entries().len(), CAP);
        assert_eq!(index.touch("new1", "loa", 1000, None), ["done"]);
        assert_eq!(index.touch("new2", "loa", 1001, None), ["old"]);
        assert_eq!(index.entries().len(), CAP);
        assert_eq!(index.entries()[0].id, "new2");
    }

    #[test]
    fn the_touched_entry_is_never_given_up() {
        let mut index = SaveIndex::default();
        for i in 0..CAP {
            index.touch(&format!("g{i}"), "byte", i as u64, None);
        }
        let given_up = index.touch("fresh", "loa", 500, Some(true));
        assert_eq!(given_up, ["g0"]);
        assert!(index.get("fresh").is_some());
        // Even when it is the oldest.
        let given_up = index.touch("ancient", "loa", 0, Some(true));
        assert_eq!(given_up, ["fresh"]);
        assert_eq!(
            index.entries().last().map(|e| e.id.as_str()),
            Some("ancient")
        );
    }

    #[test]
    fn ids_are_short_safe_and_distinct() {
        let a = new_id(1_763_750_000_000, 0);
        let b = new_id(1_763_750_000_000, 1);
        assert_ne!(a, b);
        assert!(is_valid_id(&a) && is_valid_id(&b), "{a} {b}");
        assert!(!is_valid_id(""));
        assert!(!is_valid_id("a&b"));
        assert!(!is_valid_id("ABC"));
        assert!(!is_valid_id(&"a".repeat(25)));
    }
}
