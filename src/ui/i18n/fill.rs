//! Templates with holes, shared by the page's texts and the games' phrases.

use super::grammar::{articled, counted};

/// Fills the holes of a template: `{}` takes the next argument, `{0}` to
/// `{9}` a given one (Italian often names things in another order). A
/// named hole applies Italian grammar to the next argument, or to a given
/// one with a digit after the name: `{al}` / `{al1}` put a seat after its
/// articulated preposition (`il`, `al`, `del`, `dal`, `nel`, `sul`;
/// capitalised, `{Il}`, to begin a sentence: "Il Bianco", "Sud"), and
/// `{#pedina}` writes a count with its noun agreeing ("1 pedina",
/// "2 pedine"). Missing arguments leave the hole empty; braces around
/// anything else stay as they are.
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut next = 0;
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let hole = after.find('}').and_then(|close| {
            let text = hole(&after[..close], args, &mut next)?;
            Some((text, close))
        });
        match hole {
            Some((text, close)) => {
                out.push_str(&after_colon(&out, text));
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The text of one hole named `name` (what is between the braces), or
/// `None` when it is not a hole but literal text.
fn hole(name: &str, args: &[&str], next: &mut usize) -> Option<String> {
    let mut take = |index: Option<usize>| {
        let i = index.unwrap_or_else(|| {
            *next += 1;
            *next - 1
        });
        args.get(i).copied().unwrap_or("")
    };
    if name.is_empty() {
        return Some(take(None).to_string());
    }
    if name.len() == 1 {
        let index = name.parse::<usize>().ok()?;
        return Some(take(Some(index)).to_string());
    }
    if let Some(noun) = name.strip_prefix('#') {
        if !noun.is_empty() && noun.bytes().all(|b| b.is_ascii_lowercase()) {
            return Some(counted(take(None), noun));
        }
        return None;
    }
    let (word, digit) = match name.as_bytes()[name.len() - 1] {
        d @ b'0'..=b'9' => (&name[..name.len() - 1], Some(usize::from(d - b'0'))),
        _ => (name, None),
    };
    // `{Il}`, `{Al}`: the same at the start of a sentence, capitalised.
    // Hole names are ASCII: no Unicode case tables in the bundles.
    let lower = word.to_ascii_lowercase();
    articled(&lower, "")?;
    let seat = take(digit);
    // A hole that begins a sentence may have taken a prefix with it
    // ("posizione iniziale: Bianco"): the article goes to the seat, after it.
    let (prefix, seat) = match seat.rsplit_once(": ") {
        Some((prefix, seat)) => (Some(prefix), seat),
        None => (None, seat),
    };
    let text = articled(&lower, seat)?;
    Some(match prefix {
        Some(prefix) => format!("{prefix}: {text}"),
        None if lower != word => capitalised(&text),
        None => text,
    })
}

/// Articles that begin a sentence, capitalised.
const ARTICLES: [&str; 7] = ["Il ", "Lo ", "L'", "La ", "I ", "Gli ", "Le "];

/// A phrase put after `out`: a sentence nested after a colon goes on in
/// lower case, as Italian writes it ("Vince il Bianco: il Nero non può
/// muovere"), so its capitalised article is lowered.
fn after_colon(out: &str, text: String) -> String {
    if out.ends_with(": ") && ARTICLES.iter().any(|a| text.starts_with(a)) {
        let mut text = text;
        // Every article begins with an ASCII letter.
        text[..1].make_ascii_lowercase();
        text
    } else {
        text
    }
}

/// `text` with its first letter in upper case, when that letter is ASCII
/// (articles, seats, the games' choice names): the page and the games'
/// phrases need no more, and the Unicode case tables would weigh about
/// 15 KB gzip in every bundle.
pub fn capitalised(text: &str) -> String {
    let mut text = text.to_string();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// How many holes a template has, of every kind: to check that a text has
/// as many in each language.
pub fn holes(template: &str) -> usize {
    let args = ["\u{1}"; 10];
    fill(template, &args).matches('\u{1}').count()
}
