//! Every text a game can show a player has an Italian translation.
//!
//! Plays seeded random games of every game with every value of every
//! choice option, and collects what the page would show: whose turn it is,
//! notes, results with their reasons, refusals of random clicks (`explain`),
//! the errors of unreadable and illegal moves, the options' help, the
//! choice buttons, the board read out, the errors of pasted start positions
//! and the home page's summaries. Each
//! must translate completely: no piece may fall back to English.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use tavoliere::any_game::AnyGame;
use tavoliere::game::{Seat, Target};
use tavoliere::games::GAMES;
use tavoliere::geometry::Coord;
use tavoliere::record::Record;
use tavoliere::rng::Rng;
use tavoliere::ui::describe::describe;
use tavoliere::ui::i18n::games::{translate, Templates};
use tavoliere::ui::view::AnyView;

mod italian_words;
use italian_words::{english_in, italian_option_texts, vocabulary};

/// Random games per option set, and the plies each may last.
const GAMES_PER_SETTING: u64 = 2;
const PLY_LIMIT: usize = 160;
/// Changed start texts per game, for the errors of pasted positions.
const POSITION_MUTATIONS: usize = 400;

fn random_target(game: &dyn AnyGame, rng: &mut Rng) -> Target {
    let scene = game.scene();
    let cell = Coord::new(
        rng.below(scene.width as usize) as u8,
        rng.below(scene.height as usize) as u8,
    );
    match rng.below(8) {
        0 if scene.walls.is_some() => Target::Groove {
            at: cell,
            horizontal: rng.below(2) == 0,
        },
        1 if scene.tiles.is_some() => Target::Side {
            cell,
            side: rng.below(4) as u8,
        },
        2 if scene.tiles.is_some() => {
            let n = scene.tiles.as_ref().map_or(1, |t| t.tile.max(1));
            Target::Tile(Coord::new(cell.file / n, cell.rank / n))
        }
        3 => Target::Level {
            cell,
            level: rng.below(3) as u8,
        },
        4 if scene.goals => Target::Goal(Seat(rng.below(2) as u8)),
        _ => Target::Cell(cell),
    }
}

/// Collects what the page shows of this position, and of a few refused clicks.
fn collect(game: &dyn AnyGame, rng: &mut Rng, texts: &mut BTreeSet<String>) {
    for seat in 0..game.seat_count() {
        texts.insert(game.seat_name(Seat(seat as u8)).to_string());
    }
    texts.extend(game.notes());
    let names: Vec<&str> = (0..game.seat_count())
        .map(|i| game.seat_name(Seat(i as u8)))
        .collect();
    texts.extend(describe(&game.scene(), &names));
    if let Some(outcome) = game.outcome() {
        texts.insert(tavoliere::any_game::describe_outcome(game, outcome));
        return;
    }
    let legal = game.legal_moves();
    for mv in &legal {
        for click in &mv.clicks {
            if let Target::Choice(name) = click {
                texts.insert(capitalised(name));
            }
        }
    }
    for _ in 0..3 {
        // A random click alone, and after the first clicks of a legal move.
        let mut clicks = Vec::new();
        if rng.below(2) == 0 && !legal.is_empty() {
            let mv = &legal[rng.below(legal.len())];
            let keep = rng.below(mv.clicks.len());
            clicks.extend_from_slice(&mv.clicks[..keep]);
        }
        clicks.push(random_target(game, rng));
        let starts = legal.iter().any(|m| m.clicks.starts_with(&clicks));
        if !starts {
            texts.extend(game.explain(&clicks));
        }
    }
    let mut copy = game.clone_box();
    if let Err(error) = copy.play_text("zz9-") {
        texts.insert(error.to_string());
    }
}

/// A choice's button label, as the page writes it.
fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The errors of pasted start positions: each game's start text with a few
/// characters changed, read back the way a record or a link reads it.
fn position_errors(id: &str, texts: &mut BTreeSet<String>) {
    let start = Record::new(id)
        .start_position()
        .expect("default options are valid")
        .position_text();
    let alphabet: Vec<char> = "bwBWrR0123456789/-x:()@^ .acdefghijpz".chars().collect();
    let mut rng = Rng::new(id.len() as u64);
    let mut tried = vec![String::new(), "?".to_string(), format!("{start} x")];
    for _ in 0..POSITION_MUTATIONS {
        let mut text: Vec<char> = start.chars().collect();
        for _ in 0..1 + rng.below(3) {
            let i = rng.below(text.len());
            match rng.below(3) {
                0 => text[i] = alphabet[rng.below(alphabet.len())],
                1 => drop(text.remove(i)),
                _ => text.insert(i, alphabet[rng.below(alphabet.len())]),
            }
        }
        tried.push(text.into_iter().collect());
    }
    for text in tried {
        let record = Record {
            start: Some(text),
            ..Record::new(id)
        };
        if let Err(error) = record.start_position() {
            texts.insert(error.to_string());
        }
    }
}

/// Cancelletto's rulebook board, for the hand-made positions below.
const CANCELLETTO_BOARD: &str = ".b.x....../.....b..b./x.o..xx.../........o./...x--.x../\
     x...--..x./.o.x...bx./........../..o......./x....o..b.";

/// A hand-made start: game, options and position text.
type Crafted = (&'static str, Vec<(String, String)>, String);

/// Start texts that reach the readers' rarer refusals, which a few random
/// changes to the start seldom make.
fn crafted_positions() -> Vec<Crafted> {
    let none = Vec::new;
    let option = |key: &str, value: &str| vec![(key.to_string(), value.to_string())];
    let cancelletto = |pawns: &str, rest: &str| {
        (
            "cancelletto",
            none(),
            format!("{CANCELLETTO_BOARD} {pawns} {rest}"),
        )
    };
    let pawns = "o:i1,h4,f9,i9,b10 b:f1,c2,b4,i7,c8";
    let mut texts = vec![
        ("loa", none(), "8/8/8/8/8/8/8/8 b".to_string()),
        ("magneton", none(), "bbbbbbbb/bbbbb3/8/8/8/8/8/8 b".into()),
        ("archimede", none(), "bbbbbbbb/bbbbb3/8/8/8/8/8/8 b".into()),
        ("archimede", none(), "8/8/8/8/8/8/8/b7 b".into()),
        ("archimede", none(), "7w/8/8/8/8/8/8/8 b".into()),
        ("ponte", none(), "1b6/8/8/8/8/8/8/8 b".into()),
        ("ponte", none(), "8/8/8/8/8/8/8/w7 w".into()),
        ("byte", none(), "8/8/8/8/8/8/8/(bbbbbbbb)7 b 0-0".into()),
        ("byte", none(), "8/8/8/8/8/8/8/(bxb)7 b 0-0".into()),
        ("byte", none(), "8/8/8/8/8/8/8/(b)7 b 3-0".into()),
        (
            "porta",
            none(),
            "8/8/8/8/8/8/8/8 w 12,12 0-0 x:a1 0 0".into(),
        ),
        (
            "porta",
            none(),
            "8/8/8/8/8/8/8/8 w 12,12 0-0 2:a1 0 0".into(),
        ),
        (
            "porta",
            none(),
            "8/8/8/8/8/8/8/w7 b 0,0 1-0 1:a1/a1 0 0".into(),
        ),
        (
            "porta",
            none(),
            "wwwwwwww/wwwwwwww/8/8/8/8/8/8 w 0,0 0-0 - 0 0".into(),
        ),
        ("porta", none(), "8/8/8/8/8/8/8/8 b 12,12 0-0 - 0 0".into()),
        ("porta", none(), "8/8/8/8/8/8/8/8 w 12,12 0-0 - 1 0".into()),
        (
            "porta",
            none(),
            "8/8/8/8/8/8/8/w7 w 0,0 1-0 1:a1 0 0".into(),
        ),
        ("porta", none(), "8/8/8/8/8/8/8/8 w 0,0 9-9 - 0 0".into()),
        (
            "porta",
            none(),
            "8/8/8/8/8/8/8/w7 b 0,0 9-0 1:a1 0 0".into(),
        ),
        ("porta", none(), "8/8/8/8/8/8/8/8 w 12,10 0-0 - 0 0".into()),
        (
            "porta",
            none(),
            "8/8/8/8/8/8/8/8 w 12,12 0-0 1:z9 0 0".into(),
        ),
        (
            "gyges",
            none(),
            "....../....../....../....../....../...... S hand=1112233/12233".into(),
        ),
        (
            "gyges",
            none(),
            "....../....../....../....../....../...... S hand=112233/11223".into(),
        ),
        (
            "gyges",
            option("profile", "official"),
            "....../....../....../....../....../...... S hand=112233/112233 seen=zz".into(),
        ),
        (
            "quoridor",
            none(),
            "pawns=e1,e9 walls=- walls=- left=10,10 turn=south".into(),
        ),
        (
            "quoridor",
            none(),
            "pawns=e1,e9 walls=e3h,e3v left=10,10 turn=south".into(),
        ),
        (
            "quoridor",
            none(),
            "pawns=e1,e1 walls=- left=10,10 turn=south".into(),
        ),
    ];
    // The rules a set-up position can break (src/games/*/setup.rs).
    texts.extend([
        (
            "quoridor",
            none(),
            "pawns=e1,e2 walls=d1v,e1v,d2h left=0,0 turn=south".to_string(),
        ),
        (
            "quoridor",
            none(),
            "pawns=e1,e9 walls=e3h left=10,10 turn=south".into(),
        ),
        (
            "quoridor",
            option("players", "4"),
            "pawns=e1,i5,e9,a5 walls=- left=6,5,5,5 turn=south".into(),
        ),
        ("byte", none(), "8/8/8/8/8/8/8/8 b 0-0".into()),
        (
            "ponte",
            none(),
            "8/8/8/8/1b1b1b1b/b1b1b1b1/1b1b1b1b/b1b1b1b1 w".into(),
        ),
    ]);
    let die = "pawns=e1,e9 walls=- left=10,10 turn=south token";
    for tail in [
        "middle die=9 under_way=0",
        "middle die=1 under_way=x",
        "middle die=2 under_way=3",
        "retired die=3 under_way=1",
    ] {
        texts.push((
            "quoridor",
            option("variant", "die"),
            format!("{die}={tail}"),
        ));
    }
    texts.extend([
        cancelletto(
            "o:i1,i1,f9,i9,b10 b:f1,c2,b4,i7,c8",
            "o stepped:- gate:- removed:-",
        ),
        cancelletto(
            "o:i1,h4,f9,i9,z10 b:f1,c2,b4,i7,c8",
            "o stepped:- gate:- removed:-",
        ),
        cancelletto(
            "o:i1,h4,f9,i9,b10 b:f1,c2,b4,i7,z8",
            "o stepped:- gate:- removed:-",
        ),
        cancelletto(
            "o:i1,h4,f9,i9,b10 b:f1,c2,c2,i7,c8",
            "o stepped:- gate:- removed:-",
        ),
        cancelletto(
            "o:i1,h4,f9,i9 b:f1,c2,b4,i7,c8",
            "o stepped:- gate:- removed:-",
        ),
        cancelletto(
            "o:i1,h4,f9,i9,b10 b:f1,c2,b4,i7",
            "o stepped:- gate:- removed:-",
        ),
        cancelletto(
            "o:i1,h4,f9,i9,d10 b:f1,c2,b4,i7,c8",
            "o stepped:- gate:- removed:-",
        ),
        cancelletto(
            "o:i1,h4,f9,i9,b10 b:i1,c2,b4,i7,c8",
            "o stepped:- gate:- removed:-",
        ),
        cancelletto(pawns, "o stepped:f1 gate:- removed:-"),
        cancelletto(pawns, "o stepped:z1 gate:- removed:-"),
        cancelletto(pawns, "o stepped:i1,i1 gate:- removed:-"),
        cancelletto(pawns, "o stepped:- gate:- removed:b2"),
        cancelletto(pawns, "o stepped:- gate:- removed:a1,a1"),
        cancelletto(pawns, "o stepped:- gate:- removed:a1,z1"),
        cancelletto(pawns, "o stepped:- gate:a1w=a1s removed:-"),
        cancelletto(pawns, "o stepped:- gate:a1q=b1w removed:-"),
        cancelletto(pawns, "o stepped:- gate:a1w=b1w removed:-"),
    ]);
    for board in [
        "xb.x....../.....b..b./x.o..xx.../........o./...x--.x../\
         x...--..x./.o.x...bx./........../..o......./x....o..b.",
        ".b.x....../.....b..b./x.o..xx.../........o./...x--.x../\
         x...--..x./.o.x...bx./........../..o......./x....o....",
    ] {
        texts.push((
            "cancelletto",
            none(),
            format!("{board} {pawns} o stepped:- gate:- removed:-"),
        ));
    }
    texts
}

/// The errors of one game's hand-made positions, each of which must be refused.
fn crafted_errors(game: &str, texts: &mut BTreeSet<String>) {
    for (id, options, text) in crafted_positions() {
        if id != game {
            continue;
        }
        let record = Record {
            options,
            start: Some(text.clone()),
            ..Record::new(id)
        };
        match record.start_position() {
            Err(error) => texts.insert(error.to_string()),
            Ok(_) => panic!("{id}: `{text}` should be refused"),
        };
    }
}

/// The board editor's words (issue 43): its palette, its numbers and the
/// refusals of arrangements clicked together at random, and of every piece
/// put alone on every target of the start.
fn editor_texts(id: &str, texts: &mut BTreeSet<String>) {
    let start = tavoliere::any_edit::start_arrangement(id, &[])
        .expect("a registered game")
        .expect("default options");
    let note = |edit: &dyn tavoliere::any_edit::AnyEdit, texts: &mut BTreeSet<String>| {
        texts.extend(edit.palette().iter().map(|p| p.label.to_string()));
        texts.extend(edit.counters().iter().map(|c| c.label.to_string()));
        if let Err(reason) = edit.check() {
            texts.insert(reason);
        }
    };
    let targets = start.targets();
    for piece in 0..start.palette().len() {
        for &target in &targets {
            let mut edit = start.clone_edit();
            if edit.put(target, piece) {
                note(edit.as_ref(), texts);
            }
        }
    }
    let mut rng = Rng::new(id.len() as u64);
    let mut edit = start.clone_edit();
    edit.clear();
    note(edit.as_ref(), texts);
    for step in 0..300 {
        match step % 40 {
            0 => edit.flip(),
            1 => edit.set_to_move(Seat(rng.below(edit.seats().len()) as u8)),
            2 => {
                let n = edit.counters().len();
                if n > 0 {
                    edit.set_counter(rng.below(n), rng.below(4) as u32);
                }
            }
            _ => {
                let target = targets[rng.below(targets.len())];
                edit.put(target, rng.below(edit.palette().len()));
            }
        }
        note(edit.as_ref(), texts);
    }
}

/// Every game's texts by game id, collected once for the tests below.
fn texts_by_game() -> &'static [(&'static str, BTreeSet<String>)] {
    static TEXTS: OnceLock<Vec<(&'static str, BTreeSet<String>)>> = OnceLock::new();
    TEXTS.get_or_init(|| {
        GAMES
            .iter()
            .map(|info| (info.id, texts_of_game(info)))
            .collect()
    })
}

fn texts_of_game(info: &tavoliere::games::GameInfo) -> BTreeSet<String> {
    let mut texts = BTreeSet::new();
    crafted_errors(info.id, &mut texts);
    editor_texts(info.id, &mut texts);
    {
        let engine = &info.engine;
        texts.insert(info.summary.to_string());
        position_errors(info.id, &mut texts);
        let specs = (engine.options)();
        let mut settings: Vec<Vec<(String, String)>> = vec![Vec::new()];
        for spec in specs {
            texts.insert(spec.help.to_string());
            for choice in spec.choices {
                settings.push(vec![(spec.key.to_string(), choice.to_string())]);
            }
            let bad = [(spec.key.to_string(), "zz".to_string())];
            if let Err(error) = (engine.start)(&bad) {
                texts.insert(error.to_string());
            }
        }
        for pairs in settings {
            let Ok(start) = (engine.start)(&pairs) else {
                continue;
            };
            for seed in 0..GAMES_PER_SETTING {
                let mut rng = Rng::new(seed * 7919 + info.id.len() as u64);
                let mut game = start.clone_box();
                let mut earlier: Option<String> = None;
                for _ in 0..PLY_LIMIT {
                    collect(game.as_ref(), &mut rng, &mut texts);
                    let moves = game.legal_move_texts();
                    if moves.is_empty() {
                        break;
                    }
                    if let Some(old) = &earlier {
                        if !moves.contains(old) {
                            if let Err(error) = game.clone_box().play_text(old) {
                                texts.insert(error.to_string());
                            }
                        }
                    }
                    let mv = moves[rng.below(moves.len())].clone();
                    earlier = Some(mv.clone());
                    game.play_text(&mv).expect("a legal move plays");
                }
            }
        }
    }
    texts
}

#[test]
fn every_text_a_game_shows_has_an_italian_translation() {
    let texts: BTreeSet<&String> = texts_by_game().iter().flat_map(|(_, t)| t).collect();
    assert!(
        texts.len() > 100,
        "too few texts collected: {}",
        texts.len()
    );
    let translated: Vec<(&String, _)> = texts.iter().map(|t| (*t, translate(t))).collect();
    let missing: Vec<String> = translated
        .iter()
        .filter_map(|(text, italian)| {
            let error = italian.as_ref().err()?;
            Some(format!(
                "{text}\n    untranslated: {}",
                error.missing.join(" | ")
            ))
        })
        .collect();
    if let Ok(path) = std::env::var("I18N_DUMP") {
        let all: Vec<&str> = texts.iter().map(|t| t.as_str()).collect();
        std::fs::write(path, all.join("\n")).expect("the dump is written");
    }
    assert!(
        missing.is_empty(),
        "{} of {} texts lack Italian:\n{}",
        missing.len(),
        texts.len(),
        missing.join("\n")
    );
    // A template that begins with a hole can swallow a prefix and put it
    // mid-sentence ("le pedine in mano a posizione iniziale: Nero").
    let prefixes = [
        ("start position: ", "posizione iniziale: "),
        ("Black wins: ", "Vince il Nero: "),
        ("White wins: ", "Vince il Bianco: "),
        ("South wins: ", "Vince Sud: "),
        ("North wins: ", "Vince Nord: "),
        ("East wins: ", "Vince Est: "),
        ("West wins: ", "Vince Ovest: "),
        ("Draw: ", "Patta: "),
        ("Solved together: ", "Risolto insieme: "),
        ("Collapsed: ", "Collasso: "),
    ];
    let misplaced: Vec<String> = translated
        .iter()
        .filter_map(|(text, italian)| {
            let italian = italian.as_ref().ok()?;
            let kept = prefixes
                .iter()
                .all(|(en, it)| !text.starts_with(en) || italian.starts_with(it));
            let illegal =
                text.starts_with('`') && text.contains("` is not a legal move in position `");
            let kept = kept && (!illegal || italian.starts_with('`'));
            (!kept).then(|| format!("{text}\n    {italian}"))
        })
        .collect();
    assert!(
        misplaced.is_empty(),
        "{} texts lose their prefix:\n{}",
        misplaced.len(),
        misplaced.join("\n")
    );
}

/// A bundle holds one game and only its section of the templates: each
/// game's texts translate the same with the shared templates and its own
/// as with all of them, and each game's own section is needed by some text.
#[test]
fn each_game_translates_with_the_shared_templates_and_its_own() {
    let shared = Templates::of(|_| false);
    for (id, texts) in texts_by_game() {
        let own = Templates::of(|game| game == *id);
        let mut own_needed = false;
        for text in texts {
            let full = translate(text);
            assert_eq!(own.translate(text), full, "{id}: {text}");
            own_needed |= shared.translate(text) != full;
        }
        assert!(own_needed, "{id}: no text needs the game's own templates");
    }
}

#[test]
fn no_english_word_and_no_bad_grammar_on_an_italian_screen() {
    use tavoliere::ui::i18n::{Lang, T};
    let mut italian: Vec<String> = texts_by_game()
        .iter()
        .flat_map(|(_, texts)| texts)
        .map(|text| Lang::It.game(text).into_owned())
        .collect();
    italian.extend(italian_option_texts());
    italian.extend(T::ALL.iter().map(|t| Lang::It.t(*t).to_string()));
    // I18N_DUMP_IT=path writes them all, for a reader to review.
    if let Ok(path) = std::env::var("I18N_DUMP_IT") {
        std::fs::write(path, italian.join("\n")).expect("the dump is written");
    }
    // The English vocabulary: every word of the same texts in English,
    // of the options (keys, values, help) and of the page's own words.
    let mut english: Vec<String> = texts_by_game()
        .iter()
        .flat_map(|(_, texts)| texts.iter().cloned())
        .collect();
    for info in GAMES {
        for spec in (info.engine.options)() {
            english.push(spec.key.to_string());
            english.push(spec.help.to_string());
            english.extend(spec.choices.iter().map(|c| c.to_string()));
        }
    }
    english.extend(T::ALL.iter().map(|t| Lang::En.t(*t).to_string()));
    let vocabulary = vocabulary(english.iter().map(String::as_str));
    let wrong: BTreeSet<String> = italian
        .iter()
        .filter_map(|text| {
            let words = english_in(text, &vocabulary);
            (!words.is_empty()).then(|| format!("{text}\n    {}", words.join(", ")))
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "{} Italian texts hold English or bad grammar:\n{}",
        wrong.len(),
        wrong.into_iter().collect::<Vec<_>>().join("\n")
    );
}

/// The check above finds what it looks for: an English word of the
/// games, an article or participle of the wrong gender, a seat without
/// its preposition.
#[test]
fn the_check_finds_english_words_and_disagreements() {
    let vocabulary = vocabulary(["Black pawn on c3 may not move", "walls left: 2"]);
    let found = |text: &str| english_in(text, &vocabulary);
    assert_eq!(found("Il pawn su c3 non può muovere"), ["pawn"]);
    assert_eq!(found("Barriere rimaste: 2 walls"), ["walls"]);
    assert!(
        found("mossa `pawn` inattesa").is_empty(),
        "notation is quoted"
    );
    assert_eq!(found("uno spostamento"), Vec::<String>::new());
    assert_eq!(found("serve una spostamento"), ["una spostamento"]);
    assert_eq!(found("2 pedine catturati"), ["pedine catturati"]);
    assert_eq!(found("Pedoni Bianco: c3"), ["Pedoni Bianco"]);
    assert_eq!(found("Tocca a Nero"), ["Tocca a Nero"]);
}

/// Every seat of every game after "tocca", "vince" and "il computer gioca",
/// and every count from 0 to 3 with its noun.
#[test]
fn seats_carry_their_article_and_counts_agree() {
    use tavoliere::ui::i18n::{Lang, T};
    let to = |seat: &str| match seat {
        "Bianco" | "Nero" | "Blu" => format!("al {seat}"),
        "Arancione" => "all'Arancione".to_string(),
        "Sud" | "Nord" | "Est" | "Ovest" => format!("a {seat}"),
        other => panic!("no article known for the seat {other}"),
    };
    let the = |seat: &str| match seat {
        "Arancione" => "l'Arancione".to_string(),
        "Sud" | "Nord" | "Est" | "Ovest" => seat.to_string(),
        _ => format!("il {seat}"),
    };
    for info in GAMES {
        let game = Record::new(info.id).start_position().expect("starts");
        for i in 0..game.seat_count() {
            let english = game.seat_name(Seat(i as u8));
            let seat = Lang::It.game(english).into_owned();
            assert_eq!(
                Lang::It.f(T::ToMove, &[&seat]),
                format!("Tocca {}", to(&seat))
            );
            assert_eq!(
                Lang::It.game(&format!("{english} wins")),
                format!("Vince {}", the(&seat))
            );
            assert!(Lang::It
                .f(T::ComputerPlaysHere, &[&seat, &seat])
                .starts_with(&format!("Il computer gioca {}:", the(&seat))));
        }
    }
    let counts = [
        (
            T::taken_in("ponte"),
            ["0 catturate", "1 catturata", "2 catturate", "3 catturate"],
        ),
        (
            T::taken_in("loa"),
            ["0 catturati", "1 catturato", "2 catturati", "3 catturati"],
        ),
        (
            T::taken_in("archimede"),
            ["0 affondate", "1 affondata", "2 affondate", "3 affondate"],
        ),
        (
            T::taken_in("cancelletto"),
            ["0 persi", "1 perso", "2 persi", "3 persi"],
        ),
        (
            T::WallsInHand,
            ["0 barriere", "1 barriera", "2 barriere", "3 barriere"],
        ),
    ];
    for (text, forms) in counts {
        for (n, form) in forms.iter().enumerate() {
            assert_eq!(Lang::It.f(text, &[&n.to_string()]), *form);
        }
    }
    for n in 0..4 {
        let winnable = Lang::It.f(T::StillWinnable, &[&n.to_string()]);
        let form = if n == 1 {
            "1 mossa"
        } else {
            &format!("{n} mosse")
        };
        assert!(winnable.contains(&format!("in {form} ")), "{winnable}");
    }
}
