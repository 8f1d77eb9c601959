//! Italian grammar the templates ask for by name, so agreement is built in
//! rather than patched afterwards: a seat with its article or articulated
//! preposition (`{al}` → "al Bianco", "all'Arancione", "a Sud") and a count
//! with its noun in the right number (`{#pedina}` → "1 pedina", "2 pedine").

/// Nouns and participles counted in the texts: singular, plural. A count
/// hole names the singular; 1 takes it, every other count the plural.
const NOUNS: &[(&str, &str)] = &[
    ("pedina", "pedine"),
    ("pezzo", "pezzi"),
    ("barriera", "barriere"),
    ("mossa", "mosse"),
    ("semimossa", "semimosse"),
    ("catturata", "catturate"),
    ("catturato", "catturati"),
    ("affondata", "affondate"),
    ("perso", "persi"),
    ("punto", "punti"),
    ("nave", "navi"),
    ("casella", "caselle"),
    ("giocatore", "giocatori"),
    ("partita", "partite"),
    ("dama", "dame"),
];

/// The noun (or participle) `singular` agreeing with `count`: "1 pedina",
/// "0 pedine", "2 pedine". A noun not in the table is left as written.
pub fn counted(count: &str, singular: &str) -> String {
    // The number is the count's last word: a hole that begins a sentence
    // may have taken a prefix with it ("posizione iniziale: 1").
    let number = count.rsplit(' ').next().unwrap_or("");
    let form = match NOUNS.iter().find(|(one, _)| *one == singular) {
        Some((one, _)) if number == "1" => one,
        Some((_, many)) => many,
        None => singular,
    };
    format!("{count} {form}")
}

/// Seats named for a compass point: as at the bridge table, they take no
/// article ("tocca a Sud", "vince Nord"); colours and numbered players do.
const BARE: [&str; 4] = ["Nord", "Sud", "Est", "Ovest"];

/// Prepositions a seat hole may carry, by the hole's name, with the stem
/// the articulated forms are built on ("al", "allo", "all'").
const PREPOSITIONS: &[(&str, &str, &str)] = &[
    // name, bare preposition, articulated stem
    ("il", "", ""),
    ("al", "a", "a"),
    ("del", "di", "de"),
    ("dal", "da", "da"),
    ("nel", "in", "ne"),
    ("sul", "su", "su"),
];

/// `name` (a seat as the page writes it: "Bianco", "Arancione", "Sud",
/// "Giocatore 3") after the article or preposition the hole `hole` names
/// ("il", "al", "del", "dal", "nel", "sul"); `None` for another hole name.
/// Every seat is masculine ("il Bianco" is the white player).
pub fn articled(hole: &str, name: &str) -> Option<String> {
    let &(_, bare, stem) = PREPOSITIONS.iter().find(|(n, _, _)| *n == hole)?;
    let first = name.split(' ').next().unwrap_or("");
    if BARE.contains(&first) || name.is_empty() {
        return Some(match bare {
            "" => name.to_string(),
            _ => format!("{bare} {name}"),
        });
    }
    // The sound of the first two letters. Seat names begin with ASCII
    // letters (an accented capital counts as a vowel); ASCII case only,
    // so no Unicode case tables reach the bundles.
    let mut chars = name.chars().map(|c| c.to_ascii_lowercase());
    let (a, b) = (chars.next().unwrap_or(' '), chars.next().unwrap_or(' '));
    let vowel = |c: char| "aeiouàèéìòùÀÈÉÌÒÙ".contains(c);
    let article = if vowel(a) {
        "ll'"
    } else if a == 'z'
        || a == 'x'
        || a == 'y'
        || (a == 's' && !vowel(b))
        || (a == 'g' && b == 'n')
        || (a == 'p' && b == 's')
    {
        "llo "
    } else {
        "l "
    };
    Some(match (stem, article) {
        ("", "ll'") => format!("l'{name}"),
        ("", "llo ") => format!("lo {name}"),
        ("", _) => format!("il {name}"),
        _ => format!("{stem}{article}{name}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_agree_with_their_noun() {
        let expected = [
            ("pedina", ["0 pedine", "1 pedina", "2 pedine", "3 pedine"]),
            ("pezzo", ["0 pezzi", "1 pezzo", "2 pezzi", "3 pezzi"]),
            (
                "barriera",
                ["0 barriere", "1 barriera", "2 barriere", "3 barriere"],
            ),
            ("mossa", ["0 mosse", "1 mossa", "2 mosse", "3 mosse"]),
            (
                "semimossa",
                ["0 semimosse", "1 semimossa", "2 semimosse", "3 semimosse"],
            ),
            (
                "catturata",
                ["0 catturate", "1 catturata", "2 catturate", "3 catturate"],
            ),
            (
                "catturato",
                ["0 catturati", "1 catturato", "2 catturati", "3 catturati"],
            ),
            ("perso", ["0 persi", "1 perso", "2 persi", "3 persi"]),
        ];
        for (noun, forms) in expected {
            for (n, form) in forms.iter().enumerate() {
                assert_eq!(counted(&n.to_string(), noun), *form);
            }
        }
    }

    #[test]
    fn seats_take_the_article_their_sound_asks_for() {
        assert_eq!(articled("al", "Bianco").unwrap(), "al Bianco");
        assert_eq!(articled("al", "Arancione").unwrap(), "all'Arancione");
        assert_eq!(articled("il", "Nero").unwrap(), "il Nero");
        assert_eq!(articled("il", "Arancione").unwrap(), "l'Arancione");
        assert_eq!(articled("del", "Blu").unwrap(), "del Blu");
        assert_eq!(articled("al", "Sud").unwrap(), "a Sud");
        assert_eq!(articled("il", "Nord").unwrap(), "Nord");
        assert_eq!(articled("del", "Giocatore 3").unwrap(), "del Giocatore 3");
        assert_eq!(articled("nel", "Zaino").unwrap(), "nello Zaino");
        assert_eq!(articled("per", "Nero"), None);
        assert_eq!(counted("da capo: 1", "mossa"), "da capo: 1 mossa");
    }
}
