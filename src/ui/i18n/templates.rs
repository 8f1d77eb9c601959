//! The games' English texts in Italian: the table of templates, in
//! sections. A bundle holds one game (docs/SIZE.md), so each game's own
//! sentences are a section compiled only with that game's feature; what the
//! page, the records, the options or several games say is shared. An entry
//! pairs an English template with its Italian (`games` reads them).
//! Seat names follow the Italian rule books: Bianco, Nero, Sud, Nord,
//! Arancione, Blu.

use super::edit_templates as edit;

/// One part of the table: the shared templates, or one game's own.
pub struct Section {
    /// The game whose texts alone use these templates (its id), or `None`
    /// for the templates any game, the records or the page may need.
    pub game: Option<&'static str>,
    /// English template, Italian template.
    pub templates: &'static [(&'static str, &'static str)],
}

/// Builds the board editor's section of a game (`edit_templates`).
macro_rules! edit_section {
    ($game:literal, $templates:ident) => {
        #[cfg(feature = $game)]
        Section {
            game: Some($game),
            templates: edit::$templates,
        }
    };
}

/// The sections of the games this build holds, the shared one first.
pub static SECTIONS: &[Section] = &[
    Section {
        game: None,
        templates: SHARED,
    },
    Section {
        game: None,
        templates: edit::SHARED,
    },
    edit_section!("porta", PORTA),
    edit_section!("ponte", PONTE),
    edit_section!("cancelletto", CANCELLETTO),
    edit_section!("archimede", ARCHIMEDE),
    edit_section!("loa", LOA),
    edit_section!("byte", BYTE),
    edit_section!("magneton", MAGNETON),
    edit_section!("quoridor", QUORIDOR),
    edit_section!("gyges", GYGES),
    #[cfg(feature = "porta")]
    Section {
        game: Some("porta"),
        templates: PORTA,
    },
    #[cfg(feature = "ponte")]
    Section {
        game: Some("ponte"),
        templates: PONTE,
    },
    #[cfg(feature = "cancelletto")]
    Section {
        game: Some("cancelletto"),
        templates: CANCELLETTO,
    },
    #[cfg(feature = "archimede")]
    Section {
        game: Some("archimede"),
        templates: ARCHIMEDE,
    },
    #[cfg(feature = "loa")]
    Section {
        game: Some("loa"),
        templates: LOA,
    },
    #[cfg(feature = "byte")]
    Section {
        game: Some("byte"),
        templates: BYTE,
    },
    #[cfg(feature = "magneton")]
    Section {
        game: Some("magneton"),
        templates: MAGNETON,
    },
    #[cfg(feature = "quoridor")]
    Section {
        game: Some("quoridor"),
        templates: QUORIDOR,
    },
    #[cfg(feature = "gyges")]
    Section {
        game: Some("gyges"),
        templates: GYGES,
    },
];

/// What several games, the records, the options and the page say.
static SHARED: &[(&str, &str)] = &[
    // Seats, as the Italian rule books name them.
    ("White", "Bianco"),
    ("Black", "Nero"),
    ("South", "Sud"),
    ("North", "Nord"),
    ("East", "Est"),
    ("West", "Ovest"),
    ("Orange", "Arancione"),
    ("Blue", "Blu"),
    // The same colours as the rules' messages write them inside a sentence.
    ("orange", "arancione"),
    ("blue", "blu"),
    ("{}'s", "{del}"),
    ("White {}", "Bianco {}"),
    ("Black {}", "Nero {}"),
    ("South {}", "Sud {}"),
    ("North {}", "Nord {}"),
    ("East {}", "Est {}"),
    ("West {}", "Ovest {}"),
    // Results (any_game::describe_outcome and the page's status).
    ("{} wins", "Vince {il}"),
    ("Draw", "Patta"),
    ("Solved together", "Risolto insieme"),
    ("Collapsed", "Collasso"),
    ("{} wins: {}", "Vince {il}: {}"),
    ("Draw: {}", "Patta: {}"),
    ("Solved together: {}", "Risolto insieme: {}"),
    // End reasons shared by several games.
    (
        "the ply limit was reached",
        "è stato raggiunto il limite di semimosse",
    ),
    (
        "the ply limit was reached{}",
        "è stato raggiunto il limite di semimosse{}",
    ),
    (
        "the same position occurred three times",
        "la stessa posizione si è ripetuta tre volte",
    ),
    (
        "neither player could move",
        "nessuno dei due giocatori poteva muovere",
    ),
    ("{} cannot move", "{Il} non può muovere"),
    (
        "the same position three times with the same player to move is a draw",
        "la stessa posizione tre volte con lo stesso giocatore al tratto è patta",
    ),
    (
        "cannot read move `{}`: {}",
        "impossibile leggere la mossa `{}`: {}",
    ),
    (
        "expected a square from {} to {}, like `{}`",
        "serve una casella da {} a {}, come `{}`",
    ),
    (
        "expected a square from {} to {}, like `{}` or `{}`",
        "serve una casella da {} a {}, come `{}` o `{}`",
    ),
    (
        "expected a destination square, like `{}`",
        "serve una casella d'arrivo, come `{}`",
    ),
    (
        "unexpected text after the destination square",
        "testo inatteso dopo la casella d'arrivo",
    ),
    ("{} is taken", "{} è occupata"),
    ("{}: {} men, {} kings", "{}: {#pedina}, {#dama}"),
    (
        "overlaps the wall at {}",
        "si sovrappone alla barriera in {}",
    ),
    (
        "`{}` is not a cell from {} to {}",
        "`{}` non è una casella da {} a {}",
    ),
    (
        "no {} pawn can reach {} any more",
        "nessun pedone {} può più raggiungere {}",
    ),
    // Refusals of clicks and moves (`explain`) met less often.
    ("unexpected `{}`", "`{}` inatteso"),
    // Pasted start positions: what each game's position reader refuses.
    // Shared by the 8x8 games (board8) and by several readers.
    ("empty position text", "il testo della posizione è vuoto"),
    (
        "the player to move must be `{}` or `{}`, not `{}`",
        "il giocatore al tratto dev'essere `{}` o `{}`, non `{}`",
    ),
    (
        "missing the player to move (`{}` or `{}`)",
        "manca il giocatore al tratto (`{}` o `{}`)",
    ),
    (
        "unexpected `{}` after the player to move",
        "`{}` inatteso dopo il giocatore al tratto",
    ),
    (
        "expected {} ranks separated by `/`, found {}",
        "servono {} traverse separate da `/`, ce ne sono {}",
    ),
    (
        "rank {}: `{}` is not `{}`, `{}` or a count of empty squares",
        "traversa {}: `{}` non è `{}`, `{}` o un numero di caselle vuote",
    ),
    (
        "rank {} describes {} squares instead of {}",
        "la traversa {} descrive {} caselle invece di {}",
    ),
    (
        "rank {} has more than {} squares",
        "la traversa {} ha più di {} caselle",
    ),
    ("{} has more than {} pieces", "{Il} ha più di {} pezzi"),
    ("{} has {} pieces; each player starts with {} and none are added", "{Il} ha {} pezzi; ogni giocatore ne ha {} all'inizio e non se ne aggiungono"),
    ("{} has more than {} ships", "{Il} ha più di {} navi"),
    ("expected {} pawns", "servono {} pedoni"),
    (
        "`{}` in {} is not a cell from {} to {}",
        "`{}` fra {} non è una casella da {} a {}",
    ),
    // Options, moves and records: the errors every game shares.
    (
        "draw after this many plies, {} = no limit (a guard for self-play)",
        "patta dopo questo numero di semimosse; {} = nessun limite (una protezione per il gioco automatico)",
    ),
    ("unknown option `{}`", "opzione sconosciuta `{}`"),
    (
        "option `{}` cannot be `{}`: expected {}",
        "l'opzione `{}` non può valere `{}`: accetta {}",
    ),
    (
        "a whole number from {} to {}",
        "un numero intero da {} a {}",
    ),
    ("{} or {}", "{} o {}"),
    (
        "`{}` is not a legal move in position `{}`",
        "`{}` non è una mossa lecita nella posizione `{}`",
    ),
    (
        "`{}` is not a legal move in position `{}`: {}",
        "`{}` non è una mossa lecita nella posizione `{}`: {}",
    ),
    ("the record is empty", "la partita registrata è vuota"),
    ("cannot read `{}`: {}", "impossibile leggere `{}`: {}"),
    (
        "the record does not say which game it is",
        "la trascrizione non dice di quale gioco si tratta",
    ),
    (
        "there is no game called `{}`",
        "non c'è nessun gioco chiamato `{}`",
    ),
    ("start position: {}", "posizione iniziale: {}"),
    ("move {}: {}", "mossa {}: {}"),
    (
        "move {} `{}` comes after the end of the game",
        "la mossa {} `{}` viene dopo la fine della partita",
    ),
    ("bad position: {}", "posizione errata: {}"),
    (
        "{}=\"{}\" is not understood: expected {}",
        "{}=\"{}\" non si capisce: accetta {}",
    ),
    (
        "ply=\"{}\" is past the end of the game, which has {} moves",
        "ply=\"{}\" è oltre la fine della partita, che ha {} mosse",
    ),
    // Choice buttons (`Target::Choice`, capitalised).
    ("Pass", "Passa"),
    ("Bounce", "Rimbalza"),
    ("Replace", "Riposiziona"),
    // The board read out (ui::describe).
    ("{} kings: {}", "Dame {del}: {}"),
    ("Pieces of value {}: {}", "Pezzi di valore {}: {}"),
    ("Stacks, bottom to top: {}", "Pile, dal basso in alto: {}"),
    ("Player {}", "Giocatore {}"),
    ("{} Player {}", "{} Giocatore {}"),
    ("{} White", "{} Bianco"),
    ("{} Black", "{} Nero"),
    ("The board is empty.", "Il piano di gioco è vuoto."),
    ("{} pawn: {}", "Pedone {}: {}"),
    ("{} pawns: {}", "Pedoni {}: {}"),
    ("Walls: {}", "Barriere: {}"),
    // Joints of composed texts.
    ("{}: {}", "{}: {}"),
    ("{}, {}", "{}, {}"),
    ("{} ({})", "{} ({})"),
];

/// Porta's own sentences.
#[cfg(feature = "porta")]
static PORTA: &[(&str, &str)] = &[
    // Porta's formations are Italian words already.
    ("Porta", "Porta"),
    ("Finestra", "Finestra"),
    ("Doppia Anta", "Doppia Anta"),
    ("expected `{}`, a square like `{}`, a step like `{}` or a relocation like `{}`", "serve `{}`, una casella come `{}`, un passo come `{}` o uno spostamento come `{}`"),
    (": {} has more points", ": {} ha più punti"),
    (" with equal points", " a pari punti"),
    ("{} reached {} points", "{Il} ha raggiunto {} punti"),
    ("{} reached {} points{}", "{Il} ha raggiunto {} punti{}"),
    ("{} reached 1 point", "{Il} ha raggiunto 1 punto"),
    ("both players were stuck{}", "entrambi i giocatori erano bloccati{}"),
    ("Score: White {} · Black {} · target {}", "Punti: Bianco {} · Nero {} · obiettivo {}"),
    ("{} relocates {} {} man of the closed {}: pick one, then any empty square", "{Il0} sposta {1} pedina {del2} della {3} chiusa: sceglila, poi una casella vuota qualsiasi"),
    ("{} relocates {} {} men of the closed {}: pick one, then any empty square", "{Il0} sposta {1} pedine {del2} della {3} chiusa: scegline una, poi una casella vuota qualsiasi"),
    ("Placing: {} has {} men in hand, {} {}", "Schieramento: {il} ha {#pedina} in mano, {il} {}"),
    ("Moving: step a man one square up, down, left or right", "Movimento: sposta una pedina di una casella in su, in giù, a sinistra o a destra"),
    ("points that win: auto = {} in Porta, {} in Doppia Anta and Finestra; any whole number from {} is accepted", "punti per vincere: secondo la variante, {} in Porta, {} in Doppia Anta e Finestra; si accetta qualunque numero intero da {}"),
    ("porta: {} men on an edge; doppia_anta: {} men on an edge, closed by {}; finestra: {} in a row anywhere", "Porta: {} pedine su un bordo; Doppia Anta: {} pedine su un bordo, chiusa da {}; Finestra: {} in fila ovunque"),
    ("placements may not fill the gap of an opponent's open formation (not in Finestra)", "nello schieramento non si può riempire il varco di una formazione avversaria aperta (non in Finestra)"),
    ("on: a move that closes several formations scores only one", "Sì: una mossa che chiude più formazioni ne segna una sola"),
    ("on: a placement may not complete an own formation in its centre", "Sì: nello schieramento non si può completare una propria formazione al centro"),
    ("on: a relocated man may be put back on the square it left", "Sì: una pedina spostata può tornare sulla casella che ha lasciato"),
    ("on: a relocated man may not be put in the gap of the relocating player's open formation", "Sì: una pedina spostata non può andare nel varco di una formazione aperta di chi la sposta"),
    ("on: in Doppia Anta, three-man Porte score {} point as well", "Sì: in Doppia Anta anche le Porte di tre pedine valgono {} punto"),
    ("after this many plies the higher score wins, equal is a draw; {} = no limit", "dopo questo numero di semimosse vince il punteggio più alto, a pari punti è patta; {} = nessun limite"),
    ("{} is the gap of {}'s open {}: {}", "{0} è il varco della {2} aperta {del1}: {3}"),
    ("{} is inside {}'s open {}: {}", "{0} è dentro la {2} aperta {del1}: {3}"),
    ("a {} man may not be relocated there", "una pedina {del} non può essere spostata lì"),
    ("{} may not enter it", "{} non può entrarci"),
    ("a man placed on {} would close a formation of {}, and placements may not", "una pedina messa su {} chiuderebbe una formazione {del}, e nello schieramento non si può"),
    ("`{}` does not start with a square a1 to h8", "`{}` non comincia con una casella da a1 a h8"),
    ("a relocation names two squares, like `{}`", "uno spostamento nomina due caselle, come `{}`"),
    ("expected 7 fields (board, player to move, men in hand, scores, relocations, passes, plies), found {}", "servono 7 campi (scacchiera, giocatore al tratto, pedine in mano, punteggi, spostamenti, turni passati, semimosse), ce ne sono {}"),
    ("passes must be a whole number up to {}, not `{}`", "i turni passati devono essere un numero intero fino a {}, non `{}`"),
    ("plies must be a whole number up to {}, not `{}`", "le semimosse devono essere un numero intero fino a {}, non `{}`"),
    // Spelled per seat: a leading hole would swallow a prefix such as
    // "start position: " and put it inside the Italian sentence.
    ("White's men in hand must be a whole number up to {}, not `{}`", "le pedine in mano al Bianco devono essere un numero intero fino a {}, non `{}`"),
    ("Black's men in hand must be a whole number up to {}, not `{}`", "le pedine in mano al Nero devono essere un numero intero fino a {}, non `{}`"),
    ("White's score must be a whole number up to {}, not `{}`", "il punteggio del Bianco dev'essere un numero intero fino a {}, non `{}`"),
    ("Black's score must be a whole number up to {}, not `{}`", "il punteggio del Nero dev'essere un numero intero fino a {}, non `{}`"),
    ("the number of relocations must be a whole number up to {}, not `{}`", "il numero di spostamenti dev'essere un numero intero fino a {}, non `{}`"),
    ("the men in hand are written `white,black`, like `12,12`, not `{}`", "le pedine in mano si scrivono `bianco,nero`, come `12,12`, non `{}`"),
    ("the scores are written `white-black`, like `2-1`, not `{}`", "i punteggi si scrivono `bianco-nero`, come `2-1`, non `{}`"),
    ("relocations are `-` or `N:CELLS[/DONE]`, like `1:a2a3a4`, not `{}`", "gli spostamenti si scrivono `-` o `N:CASELLE[/FATTE]`, come `1:a2a3a4`, non `{}`"),
    ("`{}` owes more relocations ({}) than it lists men to pick from ({})", "`{}` deve più spostamenti ({}) delle pedine fra cui scegliere ({})"),
    ("`{}` lists a square both to pick and already relocated", "`{}` elenca una casella sia da scegliere sia già spostata"),
    ("{} has more than {} men on the board and in hand", "{Il} ha più di {} pedine fra scacchiera e mano"),
    ("while placing, White holds as many men as Black or one fewer, not {} and {}", "durante lo schieramento il Bianco ha in mano tante pedine quante il Nero o una in meno, non {} e {}"),
    ("with {} White and {} Black men in hand, {} places next", "con {} pedine in mano al Bianco e {} al Nero, ora mette {il}"),
    ("relocations and passes only happen once every man is placed", "spostamenti e turni passati ci sono solo dopo lo schieramento di tutte le pedine"),
    ("the men to relocate must be {}'s, the player who closed the formation", "le pedine da spostare devono essere {del}, il giocatore che ha chiuso la formazione"),
    ("both players cannot have reached {} points", "i due giocatori non possono aver raggiunto entrambi {} punti"),
    ("both players cannot have reached 1 point", "i due giocatori non possono aver raggiunto entrambi 1 punto"),
    ("no relocation is owed once a player has won", "quando un giocatore ha vinto non si deve più nessuno spostamento"),
    ("Place twelve men, then step them to close gates on the edges; variants Doppia Anta and Finestra.", "Metti dodici pedine, poi spostale per chiudere Porte sui bordi; varianti Doppia Anta e Finestra."),
];

/// Ponte's own sentences.
#[cfg(feature = "ponte")]
static PONTE: &[(&str, &str)] = &[
    ("{} has no pieces left", "{Il} non ha più pezzi"),
    ("capture is compulsory: only captures of {} pieces (the most) are offered", "la presa è obbligatoria: si offrono solo le prese di {} pezzi (il massimo)"),
    ("capture is compulsory", "la presa è obbligatoria"),
    ("capture is compulsory; a king must capture before a man", "la presa è obbligatoria; una dama deve prendere prima di una pedina"),
    ("capture is compulsory: only captures of {} pieces (the most) are offered; a king must capture before a man", "la presa è obbligatoria: si offrono solo le prese di {} pezzi (il massimo); una dama deve prendere prima di una pedina"),
    ("a capture is compulsory, and the largest one takes {}", "la presa è obbligatoria, e la più grande prende {}"),
    ("a capture is compulsory: {} must take", "la presa è obbligatoria: deve prendere {}"),
    ("a capture is compulsory: {} or {} must take", "la presa è obbligatoria: deve prendere {} o {}"),
    ("{} is protected by {}'s bridge", "{} è protetta dal Ponte {del}"),
    ("that man moves forward only", "quella pedina muove solo in avanti"),
    ("any diagonal chain joining two different sides is a bridge, not only rank by rank", "ogni catena diagonale che unisce due sponde diverse è un Ponte, non solo traversa per traversa"),
    ("bridge traversals stay legal even when a capture is compulsory", "gli attraversamenti dei Ponti restano leciti anche quando la presa è obbligatoria"),
    ("bridges on (Ponte) or off (plain Dama Italiana)", "Ponti sì (Ponte) o no (dama italiana semplice)"),
    ("fewest bridge pieces a traversal crosses, {} or {}", "minimo di pezzi del Ponte che un attraversamento supera, {} o {}"),
    ("fewest pieces in a bridge, {} to {}", "minimo di pezzi in un Ponte, da {} a {}"),
    ("kings move one square at a time (they do not fly)", "le dame muovono di una casella alla volta (non volano)"),
    ("name squares as on an Italian board (files mirrored, dark square bottom right)", "nomina le caselle come su una damiera italiana (colonne a specchio, casella scura in basso a destra)"),
    ("{} holds no piece of {}", "su {} non c'è nessun pezzo {del}"),
    ("men cannot take kings", "le pedine non possono prendere le dame"),
    ("{} is a light square; pieces stand on dark squares", "{} è una casella chiara; i pezzi stanno sulle caselle scure"),
    ("expected a square after `-` or `x`", "serve una casella dopo `-` o `x`"),
    ("`-` after `x` must follow a taken piece", "`-` dopo `x` deve seguire un pezzo preso"),
    ("a capture chain continues with `x`", "una catena di prese continua con `x`"),
    ("squares are joined by `-` or `x`", "le caselle si uniscono con `-` o `x`"),
    ("a move without capture has one destination", "una mossa senza presa ha una sola destinazione"),
    ("expected a destination, like `{}`", "serve una destinazione, come `{}`"),
    ("too many landings", "troppi atterraggi"),
    ("rank {}: `{}` is not b, w, B, W or a count of empty squares", "traversa {}: `{}` non è b, w, B, W o un numero di caselle vuote"),
    ("a {} man on its crowning rank must be a king", "una pedina {del} sulla sua traversa di promozione dev'essere una dama"),
    ("Italian draughts where diagonal chains from side to side become untouchable bridges.", "Dama italiana in cui le tue catene diagonali da una sponda all'altra diventano Ponti inattaccabili."),
    ("{} men: {}", "Pedine {del}: {}"),
];

/// Cancelletto's own sentences.
#[cfg(feature = "cancelletto")]
static CANCELLETTO: &[(&str, &str)] = &[
    ("Collapsed: {}", "Collasso: {}"),
    ("the colour that moves first", "il colore che muove per primo"),
    ("every pawn stands on a cell of its colour", "ogni pedone sta su una casella del suo colore"),
    ("the pawn on {} went with its tile", "il pedone su {} se n'è andato con la sua tessera"),
    ("the coloured cell {} went with its tile", "la casella colorata {} se n'è andata con la sua tessera"),
    ("the {} pawns can no longer each reach a cell of their own", "i pedoni {} non possono più raggiungere ciascuno una casella propria"),
    ("Board: {}", "Tabellone: {}"),
    ("the rulebook's sample board", "quello d'esempio del regolamento"),
    ("random board {}", "tabellone casuale {}"),
    ("Tiles left: {}", "Tessere rimaste: {}"),
    ("Pawns home: {} of {}", "Pedoni a casa: {} su {}"),
    ("Gate: not laid yet (once per game)", "Cancelletto: non ancora posato (una volta per partita)"),
    ("Gate: {} = {}", "Cancelletto: {} = {}"),
    ("Gate: {} = {} (broken)", "Cancelletto: {} = {} (spezzato)"),
    ("A turn: step pawns, maybe lay the gate, then remove a tile", "Un turno: muovi i pedoni, se vuoi posa il Cancelletto, poi togli una tessera"),
    ("A gate token lies only on an outer side (border, hole or gap)", "Una pedina Cancelletto sta solo su un lato esterno (bordo, buco o vuoto)"),
    ("The gate is laid once per game, and it already is", "Il Cancelletto si posa una volta per partita, ed è già posato"),
    ("The gate joins two different cells", "Il Cancelletto unisce due caselle diverse"),
    ("The pawn on {} is {}'s to move", "Il pedone su {} lo muove {il}"),
    ("{} is walled", "{} è murata"),
    ("expected a step like `{}`, a gate like `{}` or a removal like `{}`", "serve un passo come `{}`, un Cancelletto come `{}` o una rimozione come `{}`"),
    ("`{}` (the rulebook's board) or a number that seeds a random deal", "`{}` (il tabellone del regolamento) o un numero che genera una distribuzione casuale"),
    ("collapse also when the pawns can no longer be matched to their cells one to one", "collasso anche quando i pedoni non si possono più abbinare uno a uno alle loro caselle"),
    ("deal a random board again while a coloured cell starts cut off", "ridistribuisci un tabellone casuale finché una casella colorata parte isolata"),
    ("the shared win ends the game at once, or only after that turn's removal", "la vittoria comune chiude subito la partita, o solo dopo la rimozione di quel turno"),
    ("tiles of a random deal: blue/orange/wall/plain, adding up to {}", "tessere di una distribuzione casuale: blu/arancione/muro/semplice, per un totale di {}"),
    ("The pawn on {} has already stepped this turn", "Il pedone su {} ha già mosso in questo turno"),
    ("The pawn on {} has nowhere to step", "Il pedone su {} non ha dove andare"),
    ("{} has no tile under it", "{} non ha una tessera sotto"),
    ("{} is not next to {} (nor joined to it by the gate)", "{} non è accanto a {} (né unita dal Cancelletto)"),
    ("{} is not the lower-left cell of a tile", "{} non è la casella in basso a sinistra di una tessera"),
    ("{} is in the hole: write `-`", "{} è nel buco: scrivi `-`"),
    ("a gate side is not the outer side of an unwalled cell", "un lato del Cancelletto non è il lato esterno di una casella senza muro"),
    ("the hole e5-f6 has no tile to remove", "il buco e5-f6 non ha tessere da togliere"),
    ("the gate joins two different cells", "il Cancelletto unisce due caselle diverse"),
    ("the gate's sides are two different cells, lower first", "i lati del Cancelletto sono due caselle diverse, la più bassa prima"),
    ("a gate is two cell sides like `{}` (n, e, s, w)", "un Cancelletto è due lati di casella come `{}` (n, e, s, w)"),
    ("gate `{}` is not like `{}`", "il Cancelletto `{}` non è come `{}`"),
    ("gate side `{}` is not like `{}`", "il lato di Cancelletto `{}` non è come `{}`"),
    ("expected `-` between the two cells of a step, like `{}`", "serve `-` fra le due caselle di un passo, come `{}`"),
    ("expected `x` and a cell of the tile, like `{}`", "serve `x` e una casella della tessera, come `{}`"),
    ("expected the destination cell after `-`, like `{}`", "serve la casella d'arrivo dopo `-`, come `{}`"),
    ("expected a field that starts with `{}`", "serve un campo che cominci con `{}`"),
    ("the board needs 10 ranks separated by `/`", "il tabellone deve avere 10 traverse separate da `/`"),
    ("rank {} needs 10 cells", "la traversa {} deve avere 10 caselle"),
    ("`-` marks only the hole; {} is not in it", "`-` segna solo il buco; {} non ne fa parte"),
    ("`{}` at {} is not one of . x o b -", "`{}` in {} non è uno dei simboli . x o b -"),
    ("a cell has two kinds", "una casella è di due tipi"),
    ("the hole e5-f6 must be `-`", "il buco e5-f6 dev'essere `-`"),
    ("the tile at {} has more than one wall or coloured cell", "la tessera in {} ha più di un muro o di una casella colorata"),
    ("there must be as many blue cells as orange ones, at least one", "servono tante caselle blu quante arancioni, almeno una"),
    ("{} is listed twice in {}", "{} compare due volte fra {}"),
    ("the orange pawns", "i pedoni arancioni"),
    ("the blue pawns", "i pedoni blu"),
    ("the pawns that stepped", "i pedoni che hanno mosso"),
    ("the removed tiles", "le tessere tolte"),
    ("expected `o` or `b` for the colour to move", "serve `o` o `b` per il colore al tratto"),
    ("unexpected text after the removed tiles", "testo inatteso dopo le tessere tolte"),
    ("there must be as many orange pawns as orange cells", "servono tanti pedoni arancioni quante caselle arancioni"),
    ("there must be as many blue pawns as blue cells", "servono tanti pedoni blu quante caselle blu"),
    ("a pawn stands on a wall or in the hole", "un pedone sta su un muro o nel buco"),
    ("two pawns share a cell", "due pedoni occupano la stessa casella"),
    ("`stepped` lists a cell without a pawn of the colour to move", "`stepped` elenca una casella senza un pedone del colore al tratto"),
    ("four whole numbers blue/orange/wall/plain like `{}`", "quattro numeri interi blu/arancione/muro/semplice come `{}`"),
    ("Cooperative: bring every pawn home while the board is torn apart tile by tile.", "Collaborativo: porta a casa ogni pedone mentre il tabellone si sgretola tessera dopo tessera."),
];

/// Archimede's own sentences.
#[cfg(feature = "archimede")]
static ARCHIMEDE: &[(&str, &str)] = &[
    // Spelled per seat: a leading hole would swallow "Black wins: ".
    ("Black's ship held White's port {} until Black's turn", "la nave del Nero ha tenuto il porto {} del Bianco fino al turno del Nero"),
    ("White's ship held Black's port {} until White's turn", "la nave del Bianco ha tenuto il porto {} del Nero fino al turno del Bianco"),
    ("Black's ship is on White's port {} and no reply can sink it", "la nave del Nero è sul porto {} del Bianco e nessuna risposta può affondarla"),
    ("White's ship is on Black's port {} and no reply can sink it", "la nave del Bianco è sul porto {} del Nero e nessuna risposta può affondarla"),
    ("{} has no move and no rebuild", "{Il} non ha mosse né ricostruzioni"),
    ("Sunk: Black {}, White {} (a sunk ship can be rebuilt on an empty home port)", "Affondate: Nero {}, Bianco {} (una nave affondata si può ricostruire su un porto di casa vuoto)"),
    ("{} has a ship on {}'s port {}: it wins after a move of {} that {} cannot answer by sinking it", "{Il0} ha una nave sul porto {2} {del1}: vince dopo una mossa {del3} a cui {il4} non può rispondere affondandola"),
    ("{} has a ship on {}'s port {}: it wins at the start of {}'s turn unless {} sinks it", "{Il0} ha una nave sul porto {2} {del1}: vince all'inizio del turno {del3} se {il4} non la affonda"),
    ("{} ships attacked by three or more (sunk after {}'s next move if still so): {}", "Navi {del0} attaccate da tre o più (affondano dopo la prossima mossa {del1} se lo sono ancora): {2}"),
    ("a ship may never end its move in its own port, {}", "una nave non può mai finire la mossa nel proprio porto, {}"),
    ("a ship rebuilt on {} must sail out at once, and every square next to it is taken", "una nave ricostruita su {} deve uscire subito, e ogni casella accanto è occupata"),
    ("a rebuild starts on the home port of the player to move, {}", "una ricostruzione parte dal porto di casa del giocatore al tratto, {}"),
    ("turn_start: a ship still on the enemy port when its owner's turn begins wins; immediate: it wins at once if no reply of the opponent can sink it", "Al turno seguente del suo giocatore: vince una nave ancora sul porto nemico quando comincia il turno del suo giocatore; Subito: vince appena nessuna risposta dell'avversario può affondarla"),
    ("no ship of yours has been sunk, so there is nothing to rebuild on {}", "nessuna tua nave è stata affondata, quindi non c'è niente da ricostruire su {}"),
    ("an enemy ship stands on your port {}: a ship can be rebuilt only on an empty port", "una nave nemica sta sul tuo porto {}: si può ricostruire una nave solo su un porto vuoto"),
    ("expected a destination square after `-`, like `{}`", "serve una casella d'arrivo dopo `-`, come `{}`"),
    ("a {} ship stands on its own port {}, where no ship may stop", "una nave {del} sta sul proprio porto {}, dove nessuna nave può fermarsi"),
    ("Queen-moving ships sink when three enemies aim at them; reach the enemy port.", "Navi che muovono come la regina affondano quando tre nemiche le prendono di mira; raggiungi il porto nemico."),
];

/// Lines of Action's own sentences.
#[cfg(feature = "loa")]
static LOA: &[(&str, &str)] = &[
    ("{} joined all its pieces in one group", "{Il} ha riunito tutti i suoi pezzi in un solo gruppo"),
    ("both colours were joined by one move; {} made it", "una sola mossa ha riunito entrambi i colori; l'ha fatta {}"),
    ("both colours were joined by one move", "una sola mossa ha riunito entrambi i colori"),
    ("the set-up position is already decided: {} has all its pieces in one group", "la posizione iniziale è già decisa: {} ha tutti i suoi pezzi in un solo gruppo"),
    ("the set-up position is already decided: both colours are joined, as if {} had just joined them", "la posizione iniziale è già decisa: entrambi i colori sono riuniti, come se li avesse appena riuniti {}"),
    ("the set-up position is already decided: both colours are joined", "la posizione iniziale è già decisa: entrambi i colori sono riuniti"),
    ("a move that connects both colours: the mover wins, or it is a draw", "una mossa che riunisce entrambi i colori: vince chi muove, oppure è patta"),
    ("expected a destination square after the origin, like `{}`", "serve una casella d'arrivo dopo la partenza, come `{}`"),
    ("each colour needs at least one piece", "ogni colore deve avere almeno un pezzo"),
    ("{} is {}'s piece, and {} is to move", "{} è un pezzo {del}, e tocca {al}"),
    ("{} is empty: pick one of {}'s pieces", "{} è vuota: scegli un pezzo {del}"),
    ("a piece moves along a row, a column or a diagonal", "un pezzo si muove lungo una riga, una colonna o una diagonale"),
    ("a piece moves exactly 1 square on this line: it is alone on it", "un pezzo si muove di esattamente 1 casella su questa linea: è solo"),
    ("a piece moves exactly {} squares on this line: there are {} pieces on it", "un pezzo si muove di esattamente {} caselle su questa linea: ci sono {} pezzi"),
    ("{} holds a piece of {}'s own", "in {} c'è già un pezzo {del}"),
    ("a piece may jump its own pieces but not the enemy's", "un pezzo può scavalcare i propri pezzi ma non quelli avversari"),
    ("Move as far as there are pieces on the line; join all your pieces in one group.", "Muovi di tante caselle quanti pezzi ci sono sulla linea; riunisci tutti i tuoi pezzi in un solo gruppo."),
];

/// Byte's own sentences.
#[cfg(feature = "byte")]
static BYTE: &[(&str, &str)] = &[
    ("the ply limit was reached; {}", "è stato raggiunto il limite di semimosse; {}"),
    ("neither player could move; {}", "nessuno dei due giocatori poteva muovere; {}"),
    ("who moves first: black (the seed) or white (Steere, Abstract Play)", "chi muove per primo: il Nero (il regolamento) o il Bianco (Steere, Abstract Play)"),
    ("{} won more stacks ({})", "{Il} ha vinto più pile ({})"),
    ("the stacks won are even ({})", "le pile vinte sono pari ({})"),
    ("{} won {} stacks, a majority", "{Il} ha vinto {} pile, la maggioranza"),
    ("fewer than 8 checkers are left, so no stack can be made; {}", "restano meno di 8 pedine, quindi non si può fare nessuna pila; {}"),
    ("Won stacks: Black {}, White {} ({} win)", "Pile vinte: Nero {}, Bianco {} (per vincere ne servono {})"),
    ("{} can step: {}", "{Il} può muovere: {}"),
    ("a checker must rise: from level {} it cannot go onto a stack of {}", "una pedina deve salire: dal livello {} non può andare su una pila di {}"),
    ("a move goes one diagonal step, onto a neighbouring dark square", "una mossa è un passo in diagonale, su una casella scura vicina"),
    ("a stack with a neighbour cannot make a basic move", "una pila con una vicina non può fare una mossa semplice"),
    ("only a whole stack steps onto an empty square: pick its bottom checker", "solo una pila intera va su una casella vuota: scegli la sua pedina più in basso"),
    ("onto {}: that would make {} checkers", "su {}: farebbe {} pedine"),
    ("that checker is {}'s: {} moves only their own checkers", "quella pedina è {del}: {il} muove solo le proprie pedine"),
    ("that step does not approach a nearest stack ({}, {} steps away)", "quel passo non si avvicina a una delle pile più vicine ({}, a {} passi)"),
    ("{}x{} ({} stacks, {} win) or the international {}x{} ({} stacks, {} win)", "{}x{} ({} pile, {} per vincere) o l'internazionale {}x{} ({} pile, {} per vincere)"),
    ("after this many plies more stacks won wins, else a draw; {} = no limit", "dopo questo numero di semimosse vince chi ha più pile, altrimenti patta; {} = nessun limite"),
    ("there is no other stack to approach", "non c'è un'altra pila a cui avvicinarsi"),
    ("{} is a light square: Byte is played on the dark squares", "{} è una casella chiara: Byte si gioca sulle caselle scure"),
    ("after `:` comes the level of the checker, 1 (bottom) to 7", "dopo `:` viene il livello della pedina, da 1 (in basso) a 7"),
    ("expected `-` and a destination square, like `{}`", "serve `-` e una casella d'arrivo, come `{}`"),
    ("that would make {} checkers", "farebbe {} pedine"),
    ("rank {} describes more than {} squares", "la traversa {} descrive più di {} caselle"),
    ("unexpected `{}` after the stacks won (only `passed` may follow)", "`{}` inatteso dopo le pile vinte (può seguire solo `passed`)"),
    ("expected the ranks, the player to move (`b` or `w`) and the stacks won (like `0-0`)", "servono le traverse, il giocatore al tratto (`b` o `w`) e le pile vinte (come `0-0`)"),
    ("rank {}: `{}` is not a run of empty squares", "traversa {}: `{}` non è una serie di caselle vuote"),
    ("rank {}: `(` without `)`", "traversa {}: `(` senza `)`"),
    ("rank {}: `{}` is not `b`, `w`, `(`, or a count of empty squares", "traversa {}: `{}` non è `b`, `w`, `(` o un numero di caselle vuote"),
    ("{} is a light square: stacks stand on dark squares only", "{} è una casella chiara: le pile stanno solo sulle caselle scure"),
    ("the stack on {} has {} checkers: a stack on the board has 1 to 7 (a stack of 8 leaves at once)", "la pila su {} ha {} pedine: una pila sul tavoliere ne ha da 1 a 7 (una pila di 8 esce subito)"),
    ("`{}` in the stack on {} is not `b` or `w`", "`{}` nella pila su {} non è né `b` né `w`"),
    ("stacks won must read like `1-0` (Black's, then White's), not `{}`", "le pile vinte si scrivono come `1-0` (quelle del Nero, poi quelle del Bianco), non `{}`"),
    ("{} checkers on the board and in won stacks, but the game has {}", "{} pedine sul tavoliere e nelle pile vinte, ma il gioco ne ha {}"),
    ("the board is empty but no stack was won: checkers leave the board only in won stacks", "il tavoliere è vuoto ma nessuna pila è stata vinta: le pedine lasciano il tavoliere solo nelle pile vinte"),
    ("Merge checkers into stacks of eight on the dark squares; the top checker takes the stack.", "Unisci le pedine in pile da otto sulle caselle scure; la pedina in cima si prende la pila."),
    ("{}; {}", "{}; {}"),
];

/// Magneton's own sentences.
#[cfg(feature = "magneton")]
static MAGNETON: &[(&str, &str)] = &[
    ("{} has a line of four that the magnets completed", "{Il} ha una fila di quattro completata dai magneti"),
    ("the magnets completed a line for both players; {} moved", "i magneti hanno completato una fila per entrambi i giocatori; ha mosso {il}"),
    ("the magnets completed a line for both players", "i magneti hanno completato una fila per entrambi i giocatori"),
    ("Placing: Black has {} and White {} pieces in hand", "Aggiunta: il Nero ha {#pedina} in mano, il Bianco {}"),
    ("Moving: slide a piece in a straight line", "Movimento: fai scorrere una pedina in linea retta"),
    ("a turn that completes a line for both players: the mover wins, or a draw", "un turno che completa una fila per entrambi i giocatori: vince chi muove, oppure patta"),
    ("strong: affected pieces slide to the next piece or the edge; weak: one square", "Forte: le pedine coinvolte scorrono fino alla pedina successiva o al bordo; Debole: di una casella"),
    ("Every piece you place or move pushes your pieces away and pulls the enemy's in.", "Ogni pedina che metti o muovi respinge le tue pedine e attira quelle nemiche."),
];

/// Quoridor's own sentences.
#[cfg(feature = "quoridor")]
static QUORIDOR: &[(&str, &str)] = &[
    ("{} reached the far side", "{Il} ha raggiunto il lato opposto"),
    ("{}'s two pawns met", "i due pezzi {del} si sono incontrati"),
    ("Walls left: {}", "Barriere rimaste: {}"),
    ("The coin is in the middle", "La moneta è in mezzo"),
    ("The coin is with {}", "La moneta è {del}"),
    ("The die is retired", "Il dado è ritirato"),
    ("The die showing {} is in the middle", "Il dado che mostra {} è in mezzo"),
    ("The die showing {} is with {}", "Il dado che mostra {} è {del}"),
    ("The marker is in the middle", "Il marcatore è in mezzo"),
    ("The marker is with {}", "Il marcatore è {del}"),
    ("the coin is with {}", "la moneta è {del}"),
    ("the die is with {}", "il dado è {del}"),
    ("the die is retired", "il dado è ritirato"),
    ("{} may reposition {} more wall(s), or end", "{Il} può spostare ancora {#barriera}, o finire"),
    ("{} may still move one wall", "{Il} può ancora spostare una barriera"),
    ("{} has no walls left", "{Il} non ha più barriere"),
    ("crosses the wall at {}", "incrocia la barriera in {}"),
    ("there is no wall at {}", "non c'è nessuna barriera in {}"),
    ("the wall at {} was repositioned already", "la barriera in {} è già stata spostata"),
    ("a repositioned wall must go to a different groove", "una barriera spostata deve andare in un altro canalino"),
    ("you have moved your one wall already", "hai già spostato la tua unica barriera"),
    ("reposition another wall with the die, or end: no new walls now", "sposta un'altra barriera con il dado, o finisci: niente barriere nuove ora"),
    ("a pawn move names two cells from {} to {}, like `{}`", "una mossa di pezzo nomina due caselle da {} a {}, come `{}`"),
    ("moving goal: pawns meet side by side with no wall between, or also diagonally", "meta mobile: i pezzi si incontrano fianco a fianco senza barriere in mezzo, o anche in diagonale"),
    ("side-step past a faced pawn whenever the jump is blocked, or only by a wall", "passo laterale accanto al pezzo di fronte ogni volta che il salto è impedito, o solo da una barriera"),
    ("the seed's variants: one movable wall each, the coin, the die, two pawns that must meet, the wall-jump marker", "le varianti del regolamento: una barriera mobile a testa, la moneta, il dado, due pezzi che devono incontrarsi, il marcatore di salto"),
    ("who moves first: south (in the moving goal, Black), north (White), or with four players east or west; turns then go counter-clockwise", "chi muove per primo: sud (nella meta mobile, il Nero), nord (il Bianco), o con quattro giocatori est o ovest; poi si gira in senso antiorario"),
    ("two players, or four with {} walls each (classic rules only)", "due giocatori, o quattro con {} barriere a testa (solo regole classiche)"),
    ("walls must leave a way to the goal for every pawn, or only the opponents'", "le barriere devono lasciare una via alla meta a ogni pezzo, o solo a quelli avversari"),
    ("walls per player: `{}` ({}; {} with movable, coin or die; {} with four players) or {} to {}", "barriere per giocatore: `{}` ({}; {} con barriera mobile, moneta o dado; {} con quattro giocatori) o da {} a {}"),
    ("it would cut {}'s two pawns apart", "separerebbe i due pezzi {del}"),
    ("it would close {}'s last path to its goal", "chiuderebbe l'ultima via {del} verso la sua meta"),
    ("walls stay where they are in this variant", "in questa variante le barriere restano dove sono"),
    ("both your pawns can go there: write origin and destination, like `{}`", "entrambi i tuoi pezzi possono andarci: scrivi partenza e arrivo, come `{}`"),
    ("`{}` is not a seat of this game", "`{}` non è un posto di questo gioco"),
    ("`{}` is not a wall like `{}`", "`{}` non è una barriera come `{}`"),
    ("a repositioning names two walls from a1h to h8v, like `{}`", "uno spostamento nomina due barriere da a1h a h8v, come `{}`"),
    ("a wall is a cell from a1 to h8 and `h` or `v`, like `{}`", "una barriera è una casella da a1 a h8 più `h` o `v`, come `{}`"),
    ("a wall jump names two cells from a1 to i9, like `{}`", "un salto di barriera nomina due caselle da a1 a i9, come `{}`"),
    ("expected a cell from a1 to i9 (`e2`), a wall (`e3h`), `d3h>e5v`, `e4^e5`, `end` or `pass`", "serve una casella da a1 a i9 (`e2`), una barriera (`e3h`), `d3h>e5v`, `e4^e5`, `end` o `pass`"),
    ("`{}` is not `key=value`", "`{}` non è `chiave=valore`"),
    ("unexpected field `{}`", "campo `{}` inatteso"),
    ("field `{}` given twice", "campo `{}` dato due volte"),
    ("missing field `{}`", "manca il campo `{}`"),
    ("two pawns on one cell", "due pezzi sulla stessa casella"),
    ("the path rule: the walls leave {} no way to its goal", "la regola del percorso: le barriere non lasciano {al} alcuna via verso la meta"),
    ("{} holds {} walls, but each player gets {}", "{Il} ha {} barriere, ma ogni giocatore ne riceve {}"),
    ("{} walls on the board and {} in hand, but the players got {} in all", "{#barriera} sul tavoliere e {} in mano, ma i giocatori ne hanno ricevute {} in tutto"),
    ("the wall {} overlaps or crosses another", "la barriera {} si sovrappone a un'altra o la incrocia"),
    ("expected {} wall counts", "servono {} numeri di barriere"),
    ("`{}` is not a wall count from 0 to {}", "`{}` non è un numero di barriere da 0 a {}"),
    ("die face `{}` is not 1 to 6", "la faccia del dado `{}` non è da 1 a 6"),
    ("`under_way` must be 0 to 5, not `{}`", "`under_way` dev'essere da 0 a 5, non `{}`"),
    ("more repositionings under way than the die shows", "più spostamenti in corso di quanti ne mostri il dado"),
    ("a retired die cannot be in use", "un dado ritirato non può essere in uso"),
    ("Race your pawn across the board while walls slow your opponents down.", "Porta il tuo pezzo dall'altra parte del tavoliere mentre le barriere rallentano gli avversari."),
    ("End", "Finisci"),
    // The board read out: Quoridor's pawns are pezzi (the seed), spelled
    // per seat so they win over the shared "{} pawn: {}" of Cancelletto's pedoni.
    ("South pawn: {}", "Pezzo Sud: {}"),
    ("South pawns: {}", "Pezzi Sud: {}"),
    ("North pawn: {}", "Pezzo Nord: {}"),
    ("North pawns: {}", "Pezzi Nord: {}"),
    ("East pawn: {}", "Pezzo Est: {}"),
    ("East pawns: {}", "Pezzi Est: {}"),
    ("West pawn: {}", "Pezzo Ovest: {}"),
    ("West pawns: {}", "Pezzi Ovest: {}"),
    // The moving goal's seats are colours: "i pezzi del Bianco".
    ("White pawns: {}", "Pezzi del Bianco: {}"),
    ("Black pawns: {}", "Pezzi del Nero: {}"),
    ("White pawn: {}", "Pezzo del Bianco: {}"),
    ("Black pawn: {}", "Pezzo del Nero: {}"),
];

/// Gyges's own sentences.
#[cfg(feature = "gyges")]
static GYGES: &[(&str, &str)] = &[
    ("neither player can move", "nessuno dei due giocatori può muovere"),
    ("that would repeat an earlier position", "ripeterebbe una posizione precedente"),
    ("there is no piece on {}", "non c'è nessun pezzo su {}"),
    ("{} brought a piece into the goal", "{Il} ha portato un pezzo nella meta"),
    ("Rules: official", "Regolamento: Ufficiale"),
    ("Rules: fogliaccio (the seed)", "Regolamento: Il Fogliaccio (il testo italiano)"),
    ("Setup: {} places: {} left", "Preparazione: piazza {il} (restano {})"),
    ("{}'s shore row: row {}", "Riga di bordo {del}: riga {}"),
    ("The shore row is stuck: row {} moves", "La riga di bordo è bloccata: muove la riga {}"),
    ("{} cannot move and passes", "{Il} non può muovere e passa"),
    ("{} first picks a value to place: {}, {} or {}", "{Il} sceglie prima un valore da piazzare: {}, {} o {}"),
    ("{} never enters its own goal", "{Il} non entra mai nella propria meta"),
    ("{} places on rows {} to {} only", "{Il} piazza solo sulle righe da {} a {}"),
    ("{} has no {} left to place", "{al} non resta nessun {} da piazzare"),
    ("only pieces on {}'s shore row (row {}) move", "muovono solo i pezzi della riga di bordo {del} (riga {})"),
    ("no piece can travel that path on this board", "nessun pezzo può percorrere quel cammino su questo tavoliere"),
    ("official: bounce, edge-once paths, next-row fallback, superko; fogliaccio: the seed's push, cell-once, pass, simple ko", "Ufficiale: rimbalzo, cammini che usano ogni lato una volta, ripiego sulla riga successiva, superko; Il Fogliaccio: la spinta del regolamento, ogni casella una volta, passo, ko semplice"),
    ("play (South fills row {}, then North row {}), alternate, cosmoludo (two nearest rows), or fixed rows like {}/{} (South's row {} then North's row {}, files a to f)", "Sud riempie la riga {}, poi Nord la riga {}; le stesse righe, piazzando a turno; ovunque nelle due righe più vicine; oppure righe fisse come {}/{} (la riga {} di Sud, poi la riga {} di Nord, colonne da a a f)"),
    ("where a piece landed on may be put: up to the opponent's shore row, only the row before it, or no replacement", "dove si può riposizionare il pezzo su cui si è arrivati: fino alla riga di bordo avversaria, solo nella riga prima, o nessun riposizionamento"),
    ("{}'s shore row (row {}) cannot move, so only pieces on row {} move", "la riga di bordo {del} (riga {}) non può muovere, quindi muovono solo i pezzi della riga {}"),
    ("a bounce must be completed: the piece cannot travel its full count from there", "un rimbalzo va completato: da lì il pezzo non può fare tutti i passi che il suo valore gli dà"),
    ("replacement is off in this game", "in questa partita il riposizionamento è disattivato"),
    ("{} attacks the {} goal, never its own", "{Il} attacca la meta {}, mai la propria"),
    ("a player places six pieces at most", "un giocatore piazza al massimo sei pezzi"),
    ("expected a path like `{}` or `{}`", "serve un cammino come `{}` o `{}`"),
    ("a piece's value is 1, 2 or 3, not `{}`", "il valore di un pezzo è 1, 2 o 3, non `{}`"),
    ("the board needs 6 rows separated by `/`: `{}`", "il tavoliere deve avere 6 righe separate da `/`: `{}`"),
    ("row {} needs 6 cells: `{}`", "la riga {} deve avere 6 caselle: `{}`"),
    ("row {} has `{}`: use `.`, `1`, `2` or `3`", "la riga {} contiene `{}`: usa `.`, `1`, `2` o `3`"),
    ("hand needs South's and North's pieces: `{}`", "la mano deve riportare i pezzi di Sud e quelli di Nord: `{}`"),
    ("hand values are 1, 2 or 3, not `{}`", "i valori in mano sono 1, 2 o 3, non `{}`"),
    ("`{}` is not a board of 18 hex digits", "`{}` non è un tavoliere di 18 cifre esadecimali"),
    ("there must be four pieces of value {}, not {}", "i pezzi di valore {} devono essere quattro, non {}"),
    ("pieces are missing", "mancano dei pezzi"),
    ("{}, {} or {}", "{}, {} o {}"),
    ("two rows of six values with two each of {}, {}, {}, like `{}`", "due righe di sei valori con due ciascuno di {}, {}, {}, come `{}`"),
    ("Shared pieces bounce from one to another into your opponent's goal.", "I pezzi non hanno padrone: falli rimbalzare dall'uno all'altro fino alla meta avversaria."),
];
