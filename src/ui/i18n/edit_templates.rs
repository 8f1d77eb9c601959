//! The board editor's words in Italian (issue 43): the palette's labels,
//! the numbers beside the board and the set-up refusals the editor's
//! arrangements reach, one section per game like the games' own templates
//! (`templates.rs`), so a bundle keeps only its game's.

/// What the editors of several games say.
pub(super) static SHARED: &[(&str, &str)] = &[
    ("Empty", "Casella vuota"),
    ("White man", "Pedina bianca"),
    ("Black man", "Pedina nera"),
];

/// Lines of Action's palette.
#[cfg(feature = "loa")]
pub(super) static LOA: &[(&str, &str)] = &[
    ("Black piece", "Pezzo nero"),
    ("White piece", "Pezzo bianco"),
];

/// Ponte's palette and its last-mover check.
#[cfg(feature = "ponte")]
pub(super) static PONTE: &[(&str, &str)] = &[
    ("Black king", "Dama nera"),
    ("White king", "Dama bianca"),
    (
        "{} has no pieces but moved last: a move never takes the mover's own pieces",
        "{Il} non ha pedine ma ha mosso per ultimo: una mossa non cattura mai le proprie pedine",
    ),
];

/// Archimede's palette and its last-mover check.
#[cfg(feature = "archimede")]
pub(super) static ARCHIMEDE: &[(&str, &str)] = &[
    ("Black ship", "Nave nera"),
    ("White ship", "Nave bianca"),
    (
        "{} has no ships but moved last: a move leaves the mover's ships afloat",
        "{Il} non ha navi ma ha mosso per ultimo: una mossa non affonda mai le proprie navi",
    ),
];

/// Magneton's palette.
#[cfg(feature = "magneton")]
pub(super) static MAGNETON: &[(&str, &str)] = &[
    ("Black disc", "Pedina nera"),
    ("White disc", "Pedina bianca"),
];

/// Byte's palette and counters.
#[cfg(feature = "byte")]
pub(super) static BYTE: &[(&str, &str)] = &[
    ("Black checker (on top)", "Pedina nera (in cima alla pila)"),
    (
        "White checker (on top)",
        "Pedina bianca (in cima alla pila)",
    ),
    (
        "Take off the top checker",
        "Togli la pedina in cima alla pila",
    ),
    ("Stacks won by Black", "Pile vinte dal Nero"),
    ("Stacks won by White", "Pile vinte dal Bianco"),
];

/// Porta's counters (the men are shared with Ponte).
#[cfg(feature = "porta")]
pub(super) static PORTA: &[(&str, &str)] = &[
    ("White's men in hand", "Pedine in mano al Bianco"),
    ("Black's men in hand", "Pedine in mano al Nero"),
    ("White's points", "Punti del Bianco"),
    ("Black's points", "Punti del Nero"),
];

/// Cancelletto's palette.
#[cfg(feature = "cancelletto")]
pub(super) static CANCELLETTO: &[(&str, &str)] = &[
    ("Orange pawn", "Pedone arancione"),
    ("Blue pawn", "Pedone blu"),
    ("Wall cell", "Casella con muro"),
    ("Orange cell", "Casella arancione"),
    ("Blue cell", "Casella blu"),
    (
        "Tile (on the board or taken away)",
        "Tessera (sul tabellone o tolta)",
    ),
    (
        "Gate side (two make the gate)",
        "Pedina Cancelletto (su un lato; due fanno il Cancelletto)",
    ),
];

/// Quoridor's palette and counters.
#[cfg(feature = "quoridor")]
pub(super) static QUORIDOR: &[(&str, &str)] = &[
    ("South pawn", "Pezzo di Sud"),
    ("North pawn", "Pezzo di Nord"),
    ("East pawn", "Pezzo di Est"),
    ("West pawn", "Pezzo di Ovest"),
    ("Black's first pawn", "Primo pezzo del Nero"),
    ("Black's second pawn", "Secondo pezzo del Nero"),
    ("White's first pawn", "Primo pezzo del Bianco"),
    ("White's second pawn", "Secondo pezzo del Bianco"),
    ("Wall", "Barriera"),
    ("South's walls in hand", "Barriere in mano a Sud"),
    ("North's walls in hand", "Barriere in mano a Nord"),
    ("East's walls in hand", "Barriere in mano a Est"),
    ("West's walls in hand", "Barriere in mano a Ovest"),
    ("Black's walls in hand", "Barriere in mano al Nero"),
    ("White's walls in hand", "Barriere in mano al Bianco"),
];

/// Gyges' palette, counters and set-up checks.
#[cfg(feature = "gyges")]
pub(super) static GYGES: &[(&str, &str)] = &[
    ("1-ring piece", "Pezzo da un anello"),
    ("2-ring piece", "Pezzo da due anelli"),
    ("3-ring piece", "Pezzo da tre anelli"),
    ("South's 1-ring pieces in hand", "Pezzi da un anello in mano a Sud"),
    ("South's 2-ring pieces in hand", "Pezzi da due anelli in mano a Sud"),
    ("South's 3-ring pieces in hand", "Pezzi da tre anelli in mano a Sud"),
    ("North's 1-ring pieces in hand", "Pezzi da un anello in mano a Nord"),
    ("North's 2-ring pieces in hand", "Pezzi da due anelli in mano a Nord"),
    ("North's 3-ring pieces in hand", "Pezzi da tre anelli in mano a Nord"),
    (
        "with fixed home rows no piece is placed, so none is in hand",
        "con le righe di partenza fisse non si piazza nessun pezzo, quindi nessuno è in mano",
    ),
    (
        "during the set-up pieces stand only on the rows the players place on, not on row {}",
        "durante la preparazione i pezzi stanno solo sulle righe dove i giocatori piazzano, non sulla riga {}",
    ),
    (
        "{} places two pieces of value {}, not {} (on its rows and in hand)",
        "{Il} piazza due pezzi di valore {}, non {} (sulle sue righe e in mano)",
    ),
    (
        "South and North place in turn, South first: South has placed {} and North {}",
        "Sud e Nord piazzano a turno, prima Sud: Sud ne ha piazzati {} e Nord {}",
    ),
    (
        "North places only once South has placed all six",
        "Nord piazza solo dopo che Sud ha piazzato tutti e sei i suoi pezzi",
    ),
    ("{} places next", "ora piazza {il}"),
];
