//! One line per option saying what it changes, for the New game form.
//!
//! The engines' `OptionSpec::help` is written for the command line: it names
//! the values as they are typed (`porta: 3 men on an edge; doppia_anta:
//! ...`). A player choosing in the form sees the values by name in a list
//! already, so the line here says what the setting does, in words, with the
//! game terms of the rules pages (`www/rules/*.html`). Kept per game, as the
//! names are.

use super::lang::Lang;

/// Option key, English description, Italian description.
type Line = (&'static str, &'static str, &'static str);

/// Every option's description, grouped by the games that have the option.
/// A key shared by several games (`first`, `variant`, `max_plies`) has one
/// line that holds for all of them.
static LINES: [&[Line]; 13] = [
    kept_for!("porta", "quoridor" => &[(
        "variant",
        "Which game of the family to play; the rules page explains each.",
        "Quale gioco della famiglia giocare; la pagina delle regole li spiega tutti.",
    )]),
    kept_for!("porta" => &[
        (
            "target",
            "The score that wins the game: by variant means 5 in Porta and 10 in Doppia Anta and Finestra.",
            "Il punteggio che vince la partita: secondo la variante vuol dire 5 a Porta, 10 a Doppia Anta e Finestra.",
        ),
        (
            "one_closure",
            "A move that closes several formations at once scores only one.",
            "Una mossa che chiude più formazioni insieme ne conta una sola.",
        ),
        (
            "forbid_forming",
            "While placing, a man may not fill the gap of your own formation to complete it.",
            "Nello schieramento non si può mettere una pedina nel varco di una propria formazione per completarla.",
        ),
        (
            "ban_placing",
            "While placing, a man may not fill the gap of an opponent's open formation (not in Finestra).",
            "Nello schieramento non si può occupare il varco di una formazione avversaria aperta (non a Finestra).",
        ),
        (
            "ban_relocating",
            "A man relocated after a closure may not go into the gap of the relocating player's own open formation.",
            "La pedina spostata dopo una chiusura non può andare nel varco di una formazione aperta di chi la sposta.",
        ),
        (
            "same_cell",
            "A relocated man may be put back on the square it was taken from.",
            "Una pedina spostata può essere rimessa sulla casella da cui è stata tolta.",
        ),
        (
            "da_porta",
            "In Doppia Anta, closing an ordinary Porta of three men scores 1 point as well.",
            "In Doppia Anta vale un punto anche chiudere una Porta di tre pedine.",
        ),
    ]),
    kept_for!("ponte" => &[
        (
            "bridges",
            "With bridges the game is Ponte; without, it is plain Italian draughts.",
            "Con i Ponti il gioco è Ponte; senza, è la semplice dama italiana.",
        ),
        (
            "italian_orientation",
            "Name the squares as on an Italian board: files mirrored, the dark corner bottom right.",
            "Nomina le caselle come sulla damiera italiana: colonne rovesciate, casella scura in basso a destra.",
        ),
        (
            "any_chain_ponte",
            "Any diagonal chain joining two different sides is a bridge, not only one with a piece on each row.",
            "È un Ponte qualsiasi catena diagonale che unisce due sponde diverse, non solo una con un pezzo per riga.",
        ),
        (
            "ponte_min_len",
            "The fewest pieces that make a bridge, from 2 to 8.",
            "Il numero minimo di pezzi di un Ponte, da 2 a 8.",
        ),
        (
            "ponte_exit_capture_optional",
            "Crossing a bridge stays allowed even when a capture is compulsory.",
            "L'attraversamento di un Ponte resta permesso anche quando c'è una presa obbligatoria.",
        ),
        (
            "traversal_min_pieces",
            "How many pieces of a bridge a crossing must pass, 1 or 2.",
            "Quanti pezzi del Ponte deve passare un attraversamento, 1 o 2.",
        ),
    ]),
    kept_for!("ponte", "loa", "magneton" => &[(
        "repetition",
        "The same position three times, with the same player to move, is a draw.",
        "La stessa posizione per tre volte, con lo stesso giocatore al tratto, è patta.",
    )]),
    kept_for!("cancelletto" => &[
        (
            "board",
            "The rulebook's example board, or a random one; each number always deals the same board.",
            "Il tabellone d'esempio del regolamento, oppure uno casuale; ogni numero dà sempre lo stesso tabellone.",
        ),
        (
            "tile_set",
            "For a random board: how many tiles have a blue square, an orange one, a wall or nothing, like 5/5/11/3 (as many blue as orange, 24 in all).",
            "Per un tabellone casuale: quante tessere hanno una casella blu, una arancione, un muro o niente, come 5/5/11/3 (tante blu quante arancioni, 24 in tutto).",
        ),
        (
            "deal",
            "For a random board: shuffle again while a coloured square starts cut off.",
            "Per un tabellone casuale: si rimescola finché una casella colorata parte isolata.",
        ),
        (
            "strict_matching",
            "The board also collapses when the pawns can no longer be matched one to one with the squares of their colour.",
            "Il tabellone collassa anche quando i pedoni non si possono più abbinare uno a uno alle caselle del loro colore.",
        ),
        (
            "win",
            "When every pawn stands on a square of its colour: the win comes at once, or only once that turn's tile is removed.",
            "Quando ogni pedone è su una casella del suo colore: si vince subito, oppure solo dopo aver tolto la tessera di quel turno.",
        ),
    ]),
    kept_for!("cancelletto", "byte", "quoridor" => &[(
        "first",
        "Who makes the first move.",
        "Chi fa la prima mossa.",
    )]),
    kept_for!("archimede" => &[(
        "port_win",
        "When a ship on the enemy port wins: as its player's next turn begins, or at once if no reply can sink it.",
        "Quando vince una nave nel porto nemico: all'inizio del turno seguente del suo giocatore, oppure subito se nessuna risposta può affondarla.",
    )]),
    kept_for!("loa" => &[(
        "simultaneous",
        "A move that joins the pieces of both colours at once: the mover wins, or it is a draw.",
        "Una mossa che riunisce in un solo gruppo sia i propri pezzi sia quelli avversari: vince chi muove, oppure è patta.",
    )]),
    kept_for!("byte" => &[(
        "size",
        "The board, with how many stacks are built and how many it takes to win.",
        "La damiera, con quante pile si formano e quante ne servono per vincere.",
    )]),
    kept_for!("magneton" => &[
        (
            "force",
            "How far a magnet moves the pieces it pushes or pulls: all the way to the next piece or the edge, or one square.",
            "Di quanto il magnete sposta le pedine che respinge o attira: fino alla pedina successiva o al bordo, oppure di una casella.",
        ),
        (
            "both_lines",
            "A turn that completes a line for both players: the mover wins, or it is a draw.",
            "Un turno che completa una fila per entrambi: vince chi muove, oppure è patta.",
        ),
    ]),
    kept_for!("quoridor" => &[
        (
            "players",
            "Two players, or four with 5 walls each.",
            "Due giocatori, oppure quattro con 5 barriere a testa.",
        ),
        (
            "walls",
            "How many walls each player starts with.",
            "Quante barriere ha ogni giocatore all'inizio.",
        ),
        (
            "sidestep",
            "When a pawn may step aside past the pawn it faces: whenever the straight jump is blocked, or only by a wall.",
            "Quando è ammesso il passo laterale accanto al pezzo di fronte: ogni volta che il salto diritto è impedito, oppure solo se lo impedisce una barriera.",
        ),
        (
            "path_rule",
            "Whose way to the goal a wall must leave open.",
            "A quali pezzi una barriera deve lasciare una via verso la meta: a tutti, o solo a quelli avversari.",
        ),
        (
            "meet",
            "Moving goal only: where two pawns meet, side by side with no wall between, or also diagonally.",
            "Solo meta mobile: come si incontrano due pezzi, affiancati senza barriera in mezzo, oppure anche in diagonale.",
        ),
    ]),
    kept_for!("gyges" => &[
        (
            "profile",
            "Official: the rules played on Boardspace and Abstract Play; Il Fogliaccio: the Italian text, where a landing piece pushes the one it meets.",
            "Ufficiale: le regole di Boardspace e Abstract Play; Il Fogliaccio: il testo italiano, dove il pezzo che arriva spinge via quello che trova.",
        ),
        (
            "setup",
            "How the pieces reach the board: the players place them, or they start on fixed rows (read from a to f: 3 triple, 2 double, 1 single).",
            "Come arrivano i pezzi sul tavoliere: li piazzano i giocatori, oppure partono da righe fisse (lette da a a f: 3 triplo, 2 doppio, 1 singolo).",
        ),
        (
            "replacement",
            "Where the piece you land on may be put when you replace it.",
            "Dove si può deporre il pezzo su cui si arriva quando lo si riposiziona.",
        ),
    ]),
    kept_for!("porta", "ponte", "archimede", "loa", "byte", "magneton", "quoridor", "gyges" => &[(
        "max_plies",
        "Ends the game after this many moves in all, each player's move counting one; 0 means no limit.",
        "La partita finisce dopo questo numero di semimosse (una semimossa è la mossa di un solo giocatore: un turno di entrambi ne fa due); 0 vuol dire nessun limite.",
    )]),
];

/// What the option changes, in one line of this language; empty for a key
/// with no line (the test in `tests/new_game_form.rs` finds none).
pub fn option_description(lang: Lang, key: &str) -> &'static str {
    match LINES.iter().copied().flatten().find(|(k, _, _)| *k == key) {
        Some((_, en, it)) => match lang {
            Lang::En => en,
            Lang::It => it,
        },
        None => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::options::assert_options_listed_once;

    #[test]
    fn every_line_belongs_to_an_option_and_is_listed_once() {
        let keys = LINES.iter().copied().flatten().map(|(key, ..)| *key);
        assert_options_listed_once(keys);
    }

    #[test]
    fn a_key_without_a_line_has_none() {
        assert_eq!(option_description(Lang::En, "no_such_key"), "");
        assert!(option_description(Lang::It, "walls").contains("barriere"));
    }
}
