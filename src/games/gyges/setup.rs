//! What a position in the set-up phase must satisfy beyond the piece
//! counts (`notation.rs`): each player's placed pieces on the rows he
//! places on, two of each value per player, and the placer whose turn it
//! is (RULES.md 9.2), so a text cannot start a set-up no placing reaches.

use super::board::{cell_of, value, SIZE};
use super::options::Setup;
use super::position::Gyges;

impl Gyges {
    /// Why this set-up-phase position cannot occur, if it cannot; `None`
    /// once every piece is placed.
    pub(super) fn setup_refusal(&self) -> Option<String> {
        if !self.in_setup() {
            return None;
        }
        if matches!(self.options.setup, Setup::Fixed(_)) {
            return Some("with fixed home rows no piece is placed, so none is in hand".into());
        }
        let mut placed = [0u8; 2];
        for rank in 0..SIZE {
            let owners: Vec<u8> = (0..2)
                .filter(|&s| self.setup_rows(s).contains(&rank))
                .collect();
            for file in 0..SIZE {
                let v = value(self.board, cell_of(file, rank));
                if v == 0 {
                    continue;
                }
                match owners[..] {
                    [seat] => placed[seat as usize] += 1,
                    _ => {
                        return Some(format!(
                            "during the set-up pieces stand only on the rows the players place on, not on row {}",
                            rank + 1
                        ))
                    }
                }
            }
        }
        for seat in 0..2u8 {
            let name = Self::seat_word(seat);
            let mut counts = [0u8; 4];
            for rank in self.setup_rows(seat) {
                for file in 0..SIZE {
                    counts[value(self.board, cell_of(file, rank)) as usize] += 1;
                }
            }
            let hand = self.hand[seat as usize];
            for (v, (&placed, &held)) in counts.iter().zip(&hand).enumerate().skip(1) {
                let total = placed + held;
                if total != 2 {
                    return Some(format!(
                        "{name} places two pieces of value {v}, not {total} (on its rows and in hand)"
                    ));
                }
            }
        }
        let [south, north] = placed;
        let due = match self.options.setup {
            Setup::Alternate if south == north => 0,
            Setup::Alternate if south == north + 1 => 1,
            Setup::Alternate => {
                return Some(format!(
                "South and North place in turn, South first: South has placed {south} and North {north}"
            ))
            }
            _ if south < 6 && north > 0 => {
                return Some("North places only once South has placed all six".into())
            }
            _ => u8::from(south == 6),
        };
        (self.side != due).then(|| format!("{} places next", Self::seat_word(due)))
    }
}
