//! The editor's clicks on the 8x8 boards that keep one bitboard per kind
//! of piece (`game::edit`): a piece put or taken off a square, the squares
//! offered, the board turned half round; and, through `PieceSets`, the
//! whole `Edit` of the games whose pieces are such bitboards in pairs, one
//! per colour (Archimede, Lines of Action, Magneton, Ponte, Porta), which
//! would otherwise each write the same clicks and buttons.

use super::{bit, clicked_square, coord, Sq};
use crate::game::{Counter, Edit, Game, Piece, Seat, Target, TwoSeats};

/// An 8x8 game of two colours whose pieces are bitboards, a pair (one per
/// colour) for each kind of piece. Implementing it implements `Edit` (and
/// `TwoSeats`): a click puts or takes off a piece on a square of
/// `SQUARES`, clear empties every set, flip turns the board half round
/// swapping the colours. The game says only what differs: its palette,
/// where its sets, side and options are (`parts`), what it forgets after an
/// edit and the numbers beside its board.
pub trait PieceSets: Game {
    /// The palette: a piece for each set, in `sets` order (a pair's
    /// colours in the pair's order), then the eraser.
    const PALETTE: &'static [Piece];
    /// The squares pieces stand on (Ponte's dark squares); all by default.
    const SQUARES: u64 = !0;
    /// The fields the editor sets, borrowed from the position.
    fn parts(&mut self) -> Parts<'_, Self::Options>;
    /// Forgets what was judged and remembered of the arrangement before an
    /// edit (`TwoSeats::edited`), so that the set-up check judges it afresh.
    fn forget(&mut self);
    /// The numbers beside the board (`Edit::counters`); none by default.
    fn numbers(&self) -> Vec<Counter> {
        Vec::new()
    }
    /// Sets a number beside the board (`Edit::set_counter`), clamped to its
    /// maximum; says whether anything changed. None by default.
    fn set_number(&mut self, index: usize, value: u32) -> bool {
        let _ = (index, value);
        false
    }
    /// Swaps what each seat holds beside the board, for the flip (Porta's
    /// men in hand and points); nothing by default. The board, the side to
    /// move and `edited` are the flip's own.
    fn swap_held(&mut self) {}
}

/// The fields of an 8x8 arrangement that the editor sets, as `PieceSets`
/// lends them: one accessor a game instead of one a field.
pub struct Parts<'a, O> {
    /// The seat to move, 0 or 1.
    pub side: &'a mut u8,
    /// The options the game is played with.
    pub options: &'a mut O,
    /// The bitboards, a pair per kind of piece, the pair indexed by colour
    /// as the side to move is.
    pub sets: Vec<&'a mut [u64; 2]>,
}

impl<'a, O> Parts<'a, O> {
    /// The parts, in the order the positions keep them.
    pub fn new(side: &'a mut u8, options: &'a mut O, sets: Vec<&'a mut [u64; 2]>) -> Self {
        Parts {
            side,
            options,
            sets,
        }
    }
}

impl<T: PieceSets> TwoSeats for T {
    fn side_and_options(&mut self) -> (&mut u8, &mut Self::Options) {
        let parts = self.parts();
        (parts.side, parts.options)
    }
    fn edited(&mut self) {
        self.forget();
    }
}

impl<T: PieceSets> Edit for T {
    fn palette(&self) -> Vec<Piece> {
        T::PALETTE.to_vec()
    }
    fn edit_targets(&self) -> Vec<Target> {
        cell_targets(T::SQUARES)
    }
    fn put(&mut self, target: Target, piece: usize) -> bool {
        let on = clicked_square(target).filter(|&sq| T::SQUARES & bit(sq) != 0);
        let (Some(sq), true) = (on, piece < T::PALETTE.len()) else {
            return false;
        };
        let mut pairs = self.parts().sets;
        let mut sets: Vec<u64> = pairs.iter().flat_map(|pair| **pair).collect();
        let kind = (piece < sets.len()).then_some(piece);
        let changed = toggle(&mut sets, sq, kind);
        for (pair, new) in pairs.iter_mut().zip(sets.chunks_exact(2)) {
            **pair = [new[0], new[1]];
        }
        self.edited();
        changed
    }
    fn set_to_move(&mut self, seat: Seat) {
        self.seat_to_move(seat);
    }
    fn counters(&self) -> Vec<Counter> {
        self.numbers()
    }
    fn set_counter(&mut self, index: usize, value: u32) -> bool {
        self.set_number(index, value)
    }
    /// Empties every set; the numbers beside the board stay.
    fn clear(&mut self) {
        for pair in self.parts().sets {
            *pair = [0, 0];
        }
        self.edited();
    }
    /// Half round with the colours swapped, with what each holds: a piece
    /// on a1 goes to h8 in the other colour, so each colour's home corner
    /// (Archimede's ports) stays its own.
    fn flip(&mut self) {
        for pair in self.parts().sets {
            *pair = [turned(pair[1]), turned(pair[0])];
        }
        self.swap_held();
        self.other_to_move();
        self.edited();
    }
    fn set_options(&mut self, options: Self::Options) {
        self.options_kept(options);
    }
}

/// Puts a piece of kind `kind` on `sq` (taking off whatever stood there),
/// or takes it off if that kind already stands there; `None` empties the
/// square. Says whether the board changed. The kinds are indexes of `sets`
/// (colours, or men and kings by colour).
pub fn toggle(sets: &mut [u64], sq: Sq, kind: Option<usize>) -> bool {
    let b = bit(sq);
    let before: Vec<u64> = sets.to_vec();
    let already = kind.is_some_and(|k| sets[k] & b != 0);
    for set in sets.iter_mut() {
        *set &= !b;
    }
    if let (Some(k), false) = (kind, already) {
        sets[k] |= b;
    }
    sets != before.as_slice()
}

/// Cell targets for the squares of `mask`, a1 first.
pub fn cell_targets(mask: u64) -> Vec<Target> {
    (0..64u8)
        .filter(|&sq| mask & bit(sq) != 0)
        .map(|sq| Target::Cell(coord(sq)))
        .collect()
}

/// The board turned half round: a1 goes to h8. Dark squares stay dark.
pub const fn turned(set: u64) -> u64 {
    set.reverse_bits()
}
