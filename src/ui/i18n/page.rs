//! The page's own words, in both languages: a typed list, so every text
//! the web layer shows has both, checked by the compiler.

use super::fill::fill;
#[cfg(test)]
use super::fill::holes;
use super::lang::Lang;

macro_rules! texts {
    ($($(#[$doc:meta])* $name:ident => $en:expr, $it:expr;)*) => {
        /// A text of the page's own (buttons, labels, messages); `{}` holes
        /// are filled with `Lang::f`.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum T {
            $($(#[$doc])* #[allow(missing_docs)] $name,)*
        }

        impl T {
            /// Every text, for tests.
            pub const ALL: &'static [T] = &[$(T::$name),*];

            /// The text in a language. Inlined, so a bundle links only
            /// the texts its code names (docs/SIZE.md): look a phrase up
            /// where it is named, since a `T` chosen at run time (a
            /// closure's argument, a match's result) links every text.
            #[inline(always)]
            pub const fn get(self, lang: Lang) -> &'static str {
                match (self, lang) {
                    $((T::$name, Lang::En) => $en, (T::$name, Lang::It) => $it,)*
                }
            }
        }
    };
}

texts! {
    Tagline => "abstract board games", "giochi astratti da tavolo";
    SavedTitle => "Saved games", "Partite salvate";
    Lead => "Nine abstract board games from Italian rule books, to play in the browser with a friend on the same device or against the computer, even offline.", "Nove giochi astratti da tavolo dai regolamenti italiani, da giocare nel browser con un amico sullo stesso dispositivo o contro il computer, anche offline.";
    Play => "Play", "Gioca";
    Rules => "Rules", "Regole";
    RulesOf => "Rules of {}", "Regole di {}";
    LanguageSwitch => "Language", "Lingua";
    ThemeSwitch => "Colours", "Colori";
    ThemeAuto => "Auto", "Auto";
    ThemeLight => "Light", "Chiaro";
    ThemeDark => "Dark", "Scuro";
    ThemeContrast => "High contrast", "Alto contrasto";
    SoundSwitch => "Sound", "Suono";
    Players => "Players", "Giocatori";
    ToMoveShort => "to move", "muove";
    PlayersCount => "{} players", "{} giocatori";
    AboutMinutes => "about {} min", "circa {} min";
    ContinueTitle => "Continue a game", "Continua una partita";
    StartPicture => "{} at the start", "{} all'inizio";
    MoveCount => "moves: {}", "mosse: {}";
    BoardLabel => "{} board. Tab here, then arrows move a cursor, Enter or Space picks, 1 to 8 pick a checker in a stack, Escape cancels.", "Scacchiera di {}. Arriva qui con Tab, poi le frecce muovono un cursore, Invio o Spazio sceglie, da 1 a 8 scelgono una pedina di una pila, Esc annulla.";
    StartTitle => "Start (Home)", "Inizio (Home)";
    GoToStart => "Go to start", "Vai all'inizio";
    UndoTitle => "Back one move (Left arrow)", "Indietro di una mossa (freccia sinistra)";
    Undo => "Undo", "Indietro";
    RedoTitle => "Forward one move (Right arrow)", "Avanti di una mossa (freccia destra)";
    Redo => "Redo", "Avanti";
    LatestTitle => "Latest move (End)", "Ultima mossa (Fine)";
    GoToLatest => "Go to latest move", "Vai all'ultima mossa";
    FlipTitle => "Turn the board round", "Guarda dall'altro lato";
    Flip => "Flip", "Gira";
    ReadBoardTitle => "Read out where every piece is (D)", "Leggi dove si trova ogni pezzo (D)";
    ReadBoard => "Read board", "Leggi la posizione";
    Moves => "Moves", "Mosse";
    NewGame => "New game", "Nuova partita";
    StartNewGame => "Start a new game", "Inizia una nuova partita";
    RecordAndLink => "Record and link", "Trascrizione e link";
    /// The move tree under the move list (issue 42).
    MovesPlayedHere => "Moves played here:", "Mosse giocate qui:";
    InMainLine => "Main line", "Linea principale";
    InVariation => "A variation", "Una variante";
    MakeMain => "Make main line", "Rendi principale";
    MakeMainTitle => "Make this line the game's main line; the old one stays as a variation", "Fai di questa linea la principale della partita; la vecchia resta come variante";
    Promote => "Promote", "Promuovi";
    PromoteTitle => "Move this variation one place up among the moves played here", "Sposta questa variante di un posto in su tra le mosse giocate qui";
    DeleteMove => "Delete from here", "Elimina da qui";
    DeleteMoveTitle => "Delete the shown move and every move after it in this line", "Elimina la mossa mostrata e tutte quelle che la seguono in questa linea";
    Annotate => "Comment on this move", "Commenta questa mossa";
    CommentLabel => "Comment", "Commento";
    GlyphLabel => "Mark", "Segno";
    NoGlyph => "No mark", "Nessun segno";
    GlyphGood => "good move", "buona mossa";
    GlyphMistake => "mistake", "errore";
    GlyphBrilliant => "brilliant move", "mossa brillante";
    GlyphBlunder => "blunder", "grave errore";
    GlyphInteresting => "interesting move", "mossa interessante";
    GlyphDubious => "dubious move", "mossa dubbia";
    DrawHelp => "On the board, a right-drag draws an arrow and a right-click marks a cell (Shift red, Alt blue, Ctrl yellow); the same again removes it.", "Trascinando col tasto destro sul piano di gioco disegni una freccia e col clic destro segni una casella (Maiusc rosso, Alt blu, Ctrl giallo); rifacendolo la togli.";
    DrawMode => "Draw by tapping: a cell, then another for an arrow or the same for a mark", "Disegna toccando: una casella, poi un'altra per una freccia o la stessa per segnarla";
    ShapeColour => "Colour", "Colore";
    ColourGreen => "Green", "Verde";
    ColourRed => "Red", "Rosso";
    ColourYellow => "Yellow", "Giallo";
    ColourBlue => "Blue", "Blu";
    ClearShapes => "Clear the drawing", "Cancella il disegno";
    LinkToGame => "Link to this game", "Link a questa partita";
    ShareTitle => "Copy a link that opens this game with its moves", "Copia un link che apre questa partita con le sue mosse";
    Share => "Share", "Condividi";
    EmbedTitle => "Copy the code that shows this game in a blog post", "Copia il codice che mostra questa partita in un articolo di blog";
    EmbedCopy => "Copy embed code", "Copia il codice da incorporare";
    GameRecord => "Game record", "Trascrizione della partita";
    LoadRecord => "Load this record", "Carica questa trascrizione";
    SaveFile => "Save as file", "Salva come file";
    OpenFile => "Open a file", "Apri un file";
    EmbedCode => "Embed code", "Codice da incorporare";
    AllGames => "All games", "Tutti i giochi";
    GameOver => "The game is over: start a new game, or go back to an earlier move.", "La partita è finita: iniziane una nuova, o torna a una mossa precedente.";
    NoMoveAt => "No legal move starts or continues at {}.", "Nessuna mossa lecita comincia o continua in {}.";
    NoMoveThere => "No legal move starts or continues there.", "Nessuna mossa lecita comincia o continua lì.";
    Played => "{} played {}.", "{Il} ha giocato {}.";
    ToMove => "{} to move", "Tocca {al}";
    Viewing => "{} · viewing move {} of {}", "{} · stai guardando la mossa {} di {}";
    NewGameStarted => "New game started.", "Nuova partita iniziata.";
    CannotStart => "Cannot start that game: {}", "Impossibile iniziare quella partita: {}";
    PictureNotSaved => "The picture could not be saved: {}.", "Impossibile salvare l'immagine: {}.";
    CannotSave => "The record could not be saved: {}.", "Impossibile salvare la trascrizione: {}.";
    LinkCopied => "Link copied: send it to share this game.", "Link copiato: invialo per condividere questa partita.";
    EmbedCopied => "Embed code copied: paste it into your page.", "Codice copiato: incollalo nella tua pagina.";
    PuzzleCopy => "Copy puzzle code", "Copia il codice del problema";
    PuzzleCopyTitle => "Copy the code of a puzzle for a blog post: the reader starts at the shown move and must find the moves that follow it", "Copia il codice di un problema per un articolo di blog: chi legge parte dalla mossa mostrata e deve trovare le mosse che la seguono";
    NoPuzzle => "A puzzle starts at the shown move and its answer is the moves after it: go back to where it starts.", "Un problema parte dalla mossa mostrata e la sua soluzione sono le mosse che seguono: torna al punto da cui parte.";
    CopyRefused => "The browser would not copy: select the text below and copy it.", "Il browser non ha copiato: seleziona il testo qui sotto e copialo.";
    FileNotMade => "the browser could not make the file", "il browser non è riuscito a creare il file";
    FileNotText => "the file could not be read as text", "il file non si può leggere come testo";
    FileNotOpened => "The file could not be opened: {}.", "Impossibile aprire il file: {}.";
    RecordUnreadable => "The record could not be read: {}. Nothing was changed.", "Impossibile leggere la trascrizione: {}. Non è cambiato nulla.";
    RecordLoaded => "Record loaded.", "Trascrizione caricata.";
    RecordNotLoaded => "The record could not be loaded: {}. Nothing was changed.", "Impossibile caricare la trascrizione: {}. Non è cambiato nulla.";
    SavedDeleted => "The saved game was deleted.", "La partita salvata è stata cancellata.";
    NoSuchGame => "There is no playable game called `{}`.", "Non c'è nessun gioco giocabile chiamato `{}`.";
    /// The shell, while a game's bundle downloads.
    GameLoading => "Loading the game…", "Caricamento del gioco…";
    /// The shell, when a game's bundle did not download.
    GameNotLoaded => "This game could not be loaded: check the connection and reload the page.", "Impossibile caricare questo gioco: controlla la connessione e ricarica la pagina.";
    /// The shell, for a link with no `game=` or `play=` in it.
    LinkNamesNoGame => "This link names no game.", "Questo link non indica nessun gioco.";
    SaveGone => "That saved game is no longer in this browser; a new game was started.", "Quella partita salvata non è più in questo browser; è iniziata una nuova partita.";
    SavedNotRestored => "The saved game could not be restored ({}); a new game was started.", "Impossibile ripristinare la partita salvata ({}); è iniziata una nuova partita.";
    LinkNotOpened => "This link could not be opened: {}.", "Impossibile aprire questo link: {}.";
    LinkNotRead => "This link could not be read: {}. A new game was started instead.", "Impossibile leggere questo link: {}. È iniziata invece una nuova partita.";
    SavedLead => "Every game is saved in this browser as it is played, newest first (up to {}; beyond that the oldest finished game makes room).", "Ogni partita viene salvata in questo browser mentre si gioca, la più recente per prima (fino a {}; oltre, la partita finita più vecchia lascia il posto).";
    /// A click on the computer's pieces, or while it is to move.
    ComputerToMoveNow => "It is the computer's turn: it plays {}. Wait for its move.", "Tocca al computer: gioca con {il}. Aspetta la sua mossa.";
    /// A click in the past at a turn of the computer's.
    ComputerTurnThen => "At this move the computer played {}: go back to a move of yours, or to the latest move.", "A questa mossa giocava il computer con {il}: torna a una tua mossa, o all'ultima mossa.";
    /// Asked before a move that loses a cooperative game for everyone.
    CollapseQuestion => "Play {}? It collapses the board: the game is lost for both of you.", "Giocare {}? Provoca il collasso del tabellone: la partita è persa per entrambi.";
    PlayAnyway => "Play it anyway", "Gioca comunque";
    ReplaceNo => "Keep the game", "Tieni la partita";
    KeptGame => "Nothing was changed: the game keeps its moves.", "Non è cambiato nulla: la partita tiene le sue mosse.";
    YouWon => "You won", "Hai vinto";
    ComputerWon => "The computer won", "Ha vinto il computer";
    Rematch => "Rematch", "Rivincita";
    RematchTitle => "A new game with the same options and sides", "Una nuova partita con le stesse opzioni e gli stessi colori";
    RematchSwapped => "Rematch, sides swapped", "Rivincita, colori scambiati";
    RematchSwappedTitle => "A new game with the same options, the computer taking your side", "Una nuova partita con le stesse opzioni, il computer prende il tuo colore";
    NewGameTitle => "Choose the options of a new game", "Scegli le opzioni di una nuova partita";
    /// On a touch screen, after the first tap on a move that shows its
    /// consequences first (Magneton, Archimede, a Quoridor wall).
    TapAgain => "{}: tap again to play it, or elsewhere to choose another move.", "{}: tocca di nuovo per giocarla, o altrove per scegliere un'altra mossa.";
    SendMove => "Send your move", "Invia la tua mossa";
    SendMoveTitle => "Send this game's link to a friend, who plays the next move on their own device", "Invia il link di questa partita a un amico, che gioca la mossa successiva sul suo dispositivo";
    MoveLinkCopied => "Link copied: send it to your friend, who plays the next move.", "Link copiato: invialo al tuo amico, che gioca la mossa successiva.";
    MoveShared => "Your move is on its way.", "La tua mossa è partita.";
    FriendsTurn => "It is {}'s turn: your friend plays it on their device. Send your move if you have not yet.", "Tocca {al}: gioca il tuo amico sul suo dispositivo. Invia la tua mossa se non l'hai ancora fatto.";
    ToMoveYou => "{} to move: your turn", "Tocca {al}: il tuo turno";
    ToMoveFriend => "{} to move: your friend's turn", "Tocca {al}: il turno del tuo amico";
    YouPlay => "You play {}.", "Giochi con {il}.";
    ComputerPlaysHere => "The computer plays {}: go to the latest move, or back to a move of {}.", "Il computer gioca {il}: vai all'ultima mossa, o torna a una mossa {del}.";
    SavePicture => "Save picture", "Salva immagine";
    SavePictureTitle => "Save the board as shown as an SVG picture", "Salva la posizione così com'è come immagine SVG";
    SetUpPosition => "set-up position", "posizione preparata";
    StandardRules => "standard rules", "regole standard";
    NothingSaved => "No game in progress is saved in this browser.", "In questo browser non è salvata nessuna partita in corso.";
    Resume => "Resume", "Riprendi";
    Delete => "Delete", "Elimina";
    OneMove => "1 move", "1 mossa";
    NMoves => "{} moves", "{} mosse";
    NotRestorable => "cannot be restored: {}", "non si può ripristinare: {}";
    NotARecord => "its text is not a game record", "il suo testo non è la trascrizione di una partita";
    /// Quoridor's walls still in a player's hand, in the players panel.
    WallsInHand => "{} walls", "{#barriera}";
    /// Pieces a seat has lost, in the players panel, by the game's noun
    /// ([`T::taken_in`]): pedine (Ponte), pezzi (Lines of Action), navi
    /// (Archimede), pedoni (Cancelletto).
    PiecesTaken => "{} taken", "{#catturata}";
    PiecesTakenMasculine => "{} taken", "{#catturato}";
    ShipsSunk => "{} sunk", "{#affondata}";
    PawnsLost => "{} lost", "{#perso}";
    DamagedText => "Its text as saved, to copy or download:", "Il suo testo com'è stato salvato, da copiare o scaricare:";
    DownloadText => "Download", "Scarica";
    SaveFailed => "This browser did not let the game be saved (storage is full, disabled or private). Nothing is lost while this page is open, and the game is in the page's address: bookmark it or use Share to keep it.", "Questo browser non ha permesso di salvare la partita (memoria piena, disattivata o privata). Finché la pagina è aperta non si perde nulla, e la partita è nell'indirizzo della pagina: aggiungilo ai segnalibri o usa Condividi per conservarla.";
    ComputerPlays => "Computer plays", "Il computer gioca";
    Nobody => "nobody", "nessuno";
    /// A seat in the "Computer plays" list, with its article in Italian
    /// ("Il computer gioca il Nero").
    ComputerPlaysSeat => "{}", "{il}";
    EverySide => "every side (watch)", "tutti (tu guardi)";
    Level => "Level", "Livello";
    LevelEasy => "easy", "facile";
    LevelMedium => "medium", "medio";
    LevelHard => "hard", "difficile";
    LevelExpert => "expert (2 s a move)", "esperto (2 s a mossa)";
    ComputerMoveNowTitle => "Play the best move the computer has found so far", "Gioca ora la mossa migliore che il computer ha trovato";
    ComputerMoveTitle => "Let the computer make the next move", "Fai fare al computer la prossima mossa";
    ComputerMove => "Computer move", "Mossa del computer";
    HintTitle => "Show the move the computer would play", "Mostra la mossa che giocherebbe il computer";
    Hint => "Hint", "Suggerimento";
    Cancel => "Cancel", "Annulla";
    Cancelled => "Cancelled: make a move, or press Computer move.", "Annullato: fai una mossa, o premi Mossa del computer.";
    ComputerWaits => "The computer waits: press Computer move to let it play.", "Il computer aspetta: premi Mossa del computer per farlo giocare.";
    Over => "The game is over.", "La partita è finita.";
    Thinking => "The computer is thinking…", "Il computer sta pensando…";
    LookingForHint => "Looking for a hint…", "Cerco un suggerimento…";
    /// The computer's bundle or its worker could not load (offline before
    /// the first visit was cached, a host missing files, an old browser).
    ComputerUnavailable => "The computer could not start: check the connection and reload the page.", "Il computer non è riuscito a partire: controlla la connessione e ricarica la pagina.";
    HintIs => "Hint: {}", "Suggerimento: {}";
    CanItBeWon => "Can it still be won?", "Si può ancora vincere?";
    SuggestTurn => "Suggest a turn", "Suggerisci un turno";
    PartnerPlays => "Computer partner plays", "Il computer compagno gioca";
    NewRandomBoard => "New random board", "Nuovo tabellone casuale";
    StillWinnable => "Yes: it can still be won, for example in {} more moves.", "Sì: si può ancora vincere, per esempio in {#mossa} da qui.";
    NoLongerWinnable => "No: this board can no longer be won (proved).", "No: questo tabellone non si può più vincere (dimostrato).";
    NotSure => "Not sure: no plan and no proof within two seconds.", "Non si sa: nessun piano e nessuna dimostrazione entro due secondi.";
    PartnerThinking => "Thinking…", "Ci penso…";
    PartnerCannotThink => "The partner cannot think in this browser: its Web Worker did not run.", "Il compagno non può pensare in questo browser: il suo Web Worker non è partito.";
    KeepsPlan => "it keeps a winning plan", "mantiene un piano vincente";
    KeepsStanding => "the board cannot be won any more, but this keeps it standing", "il tabellone non si può più vincere, ma così evita il collasso";
    NoSurePlan => "no sure plan was found; it brings pawns home and keeps the board standing", "nessun piano sicuro trovato; porta i pedoni a casa ed evita il collasso del tabellone";
    Suggested => "Suggested: {} ({}).", "Suggerito: {} ({}).";
    NotShown => "This board could not be shown: {}. Check the board's attributes in the page's code.", "Impossibile mostrare questo gioco: {}. Controlla gli attributi del gioco nel codice della pagina.";
    NoCanvas => "This browser cannot draw the board (no canvas).", "Questo browser non può disegnare il gioco (niente canvas).";
    Puzzle => "Puzzle: find the best move for {}.", "Problema: trova la mossa migliore per {il}.";
    ViewOnly => "This board shows a game: step through it with the buttons below.", "Qui si rivede una partita: scorrila con i pulsanti qui sotto.";
    NotTheAnswer => "{} is legal, but not the answer. Try again.", "{} è lecita, ma non è la soluzione. Riprova.";
    Right => "Right!", "Giusto!";
    Solved => "Solved!", "Risolto!";
    MoveOf => "Move {} of {} · {}", "Mossa {} di {} · {}";
    Start => "Start", "Inizio";
    BackOne => "Back one move", "Indietro di una mossa";
    ForwardOne => "Forward one move", "Avanti di una mossa";
    Latest => "Latest move", "Ultima mossa";
    GoalLabel => "GOAL", "META";
    FrameTitle => "Tavoliere board", "Gioco di Tavoliere";
    Clock => "Clock", "Orologio";
    NoClock => "No clock", "Senza orologio";
    ClockHelp => "Minutes for each side, plus seconds added after each turn; whoever runs out of time loses. For two players on this device or against the computer.", "Minuti per ciascuno, più i secondi aggiunti dopo ogni turno; chi finisce il tempo perde. Per due giocatori sullo stesso dispositivo o contro il computer.";
    ClockPreset => "{} minutes + {} s", "{} minuti + {} s";
    ClockTwoOnly => "The clock is for games between two sides: this game is played without one.", "L'orologio è per le partite tra due parti: questa si gioca senza.";
    OutOfTime => "{} ran out of time", "{il} ha finito il tempo";
    TimeLeft => "{} left", "restano {}";
    OverOnTime => "The game is over: a clock ran out. Play a rematch or start a new game.", "La partita è finita: un orologio è arrivato a zero. Gioca la rivincita o iniziane una nuova.";
    EditOpen => "Set up a position", "Prepara una posizione";
    EditOpenTitle => "Put, take away and change pieces, then play from the position you set up", "Metti, togli e cambia i pezzi, poi gioca dalla posizione preparata";
    EditTitle => "Set up a position", "Prepara una posizione";
    EditHelp => "Choose what to put, then click or tap places on the board; the same click again takes it away. The rules check the position as you go. Options: choose them under New game, then press Start position.", "Scegli cosa mettere, poi fai clic o tocca le caselle; lo stesso clic di nuovo lo toglie. Le regole controllano la posizione mentre la prepari. Opzioni: sceglile sotto Nuova partita, poi premi Posizione iniziale.";
    EditPut => "Put", "Metti";
    EditToMove => "To move:", "Tocca a:";
    EditUndo => "Undo", "Annulla l'ultima modifica";
    EditClear => "Clear", "Svuota";
    EditFlip => "Swap sides", "Scambia i lati";
    EditFlipTitle => "Turn the board half round and swap the colours, with the side to move", "Gira il piano di gioco di mezzo giro e scambia i colori, insieme a chi tocca";
    EditStart => "Start position", "Posizione iniziale";
    EditStartTitle => "The start position, with the options chosen under New game", "La posizione iniziale, con le opzioni scelte sotto Nuova partita";
    EditPlay => "Play from here", "Gioca da qui";
    EditCancel => "Close without playing", "Chiudi senza giocare";
    EditAccepted => "The rules accept this position.", "Le regole accettano questa posizione.";
    EditRefused => "The rules refuse this position: {}", "Le regole rifiutano questa posizione: {}";
    EditPlaying => "Position set up. Play on from here, share it or copy its embed code; for a puzzle, play its answer, go back to its first move and copy the puzzle code.", "Posizione pronta. Gioca da qui, condividila o copia il codice per incorporarla; per un problema, gioca la soluzione, torna alla prima mossa e copia il codice del problema.";
    AnalysisTitle => "Analysis", "Analisi";
    Analyse => "Computer analysis", "Analisi del computer";
    AnalyseHelp => "The computer thinks about the position on show, deeper with time, without playing: its best line, its arrow on the board and each side's chance. Step through the game and it follows.", "Il computer studia la posizione mostrata, sempre più a fondo, senza giocare: la sua linea migliore, la sua freccia sul piano di gioco e le probabilità di ciascuno. Scorri la partita e ti segue.";
    BestLine => "Best line:", "Linea migliore:";
    BestLineTitle => "Show the position after this move of the best line", "Mostra la posizione dopo questa mossa della linea migliore";
    AnalysisStarting => "The computer starts thinking…", "Il computer comincia a pensare…";
    Chance => "{}: {}% to win", "{Il}: {}% di vittoria";
    ForcedWin => "{} wins by force (#{})", "Vittoria forzata {del} (#{})";
    Depth => "depth {}", "profondità {}";
    AnalysisOver => "The game is over here: nothing to analyse.", "Qui la partita è finita: non c'è niente da analizzare.";
    Review => "Review the game", "Rivedi la partita";
    ReviewHelp => "The computer judges every position of the line on show, draws each side's chance over the game and marks the moves that lost most.", "Il computer giudica ogni posizione della linea mostrata, disegna le probabilità di ciascuno lungo la partita e segna le mosse che hanno perso di più.";
    Reviewing => "Reviewing: {} of {} positions", "Revisione: {} posizioni su {}";
    ReviewTwoOnly => "Only a game between two opponents can be reviewed.", "Si può rivedere solo una partita tra due avversari.";
    ReviewClean => "No move lost much: a well-played game.", "Nessuna mossa ha perso molto: una partita ben giocata.";
    GraphLabel => "{}'s chance to win over the game: click to go to a move", "Probabilità di vittoria {del} lungo la partita: fai clic per andare a una mossa";
    Inaccuracy => "Inaccuracy", "Imprecisione";
    Mistake => "Mistake", "Errore";
    Blunder => "Blunder", "Errore grave";
    SlipOf => "{} by {}", "{} {del}";
    BetterWas => "better was {}", "meglio {}";
    KeepReview => "Keep as comments", "Tieni come commenti";
    KeepReviewTitle => "Writes the marks and the better moves into the game's record, as its comments", "Scrive i segni e le mosse migliori nella trascrizione della partita, come suoi commenti";
    ReviewKept => "The review is kept in the record's comments.", "La revisione è nei commenti della trascrizione.";
}

impl T {
    /// The players panel's count of lost pieces in the game `id`, whose
    /// participle agrees with the game's noun for its pieces
    /// (docs/GLOSSARY.md): "1 catturata" (pedina), "1 catturato" (pezzo),
    /// "1 affondata" (nave), "1 perso" (pedone).
    pub fn taken_in(id: &str) -> T {
        match id {
            "loa" => T::PiecesTakenMasculine,
            "archimede" => T::ShipsSunk,
            "cancelletto" => T::PawnsLost,
            _ => T::PiecesTaken,
        }
    }
}

impl Lang {
    /// A page text in this language.
    #[inline(always)]
    pub fn t(self, text: T) -> &'static str {
        text.get(self)
    }

    /// Tenths of a second as this language writes seconds: `1.5 s`, `1,5 s`.
    pub fn seconds(self, tenths: u32) -> String {
        let point = match self {
            Lang::En => '.',
            Lang::It => ',',
        };
        format!("{}{point}{} s", tenths / 10, tenths % 10)
    }

    /// A page text with its `{}` holes filled in order.
    #[inline(always)]
    pub fn f(self, text: T, args: &[&str]) -> String {
        fill(text.get(self), args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_are_written_as_each_language_writes_decimals() {
        assert_eq!(Lang::En.seconds(0), "0.0 s");
        assert_eq!(Lang::En.seconds(15), "1.5 s");
        assert_eq!(Lang::It.seconds(123), "12,3 s");
    }

    #[test]
    fn every_text_has_both_languages_with_the_same_holes() {
        for text in T::ALL {
            let (en, it) = (text.get(Lang::En), text.get(Lang::It));
            assert!(!en.is_empty() && !it.is_empty(), "{text:?}");
            assert_eq!(holes(en), holes(it), "{text:?}");
        }
    }
}
