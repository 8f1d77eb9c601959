//! What the computer asks of Porta (Gate) beyond its rules: how a position looks
//! and how to search it.

mod approach;
mod evaluate;

use super::options::Variant;
use super::position::Porta;
use crate::ai::strategy::Strategy;
use crate::game::Seat;

/// How many relocations alpha-beta looks at below the root (`search_breadth`).
const RELOCATION_BREADTH: usize = 12;

impl Strategy for Porta {
    /// Points, gaps ready to close, open gaps, men on the edges (see
    /// `porta/eval/evaluate.rs`).
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        Some(self.estimate(seat))
    }
    /// Easy plays Monte Carlo (playouts cut short and scored by the
    /// estimate). Once alpha-beta looked at only a relocation's best answers
    /// (`search_breadth`), an easy alpha-beta defended nearly as well as
    /// medium: medium beat it 45% of 20, with 14 games unfinished at 200
    /// plies; against easy Monte Carlo it won 20 of 20.
    fn computer_style(&self, strength: crate::ai::Strength) -> crate::ai::Style {
        match strength {
            crate::ai::Strength::Easy => crate::ai::Style::Mcts,
            _ => crate::ai::Style::Auto,
        }
    }
    /// A relocation's best dozen answers by the estimate: the rest put the
    /// man somewhere no better, and looking at all of them cost the search
    /// a ply in every line with a closing in it. Only in Porta, whose
    /// estimate counts the steps to the next closings (`approach.rs`) and
    /// so ranks the answers; the variants keep their full search.
    fn search_breadth(&self) -> Option<usize> {
        (self.relocating() && self.options.variant == Variant::Porta).then_some(RELOCATION_BREADTH)
    }
}

#[cfg(test)]
mod tests {
    use super::RELOCATION_BREADTH;
    use crate::ai::Strategy;
    use crate::game::Game;
    use crate::games::porta::{Porta, PortaOptions};

    fn at(text: &str) -> Porta {
        Porta::from_text(text, &PortaOptions::default()).expect("a valid position")
    }

    #[test]
    fn only_a_relocations_answers_are_narrowed() {
        // Black just closed a2-a3-a4; White relocates one of the three men.
        let relocating = at("7w/8/8/8/b7/b7/b7/8 w 0,0 0-1 1:a2a3a4 0 40");
        assert!(relocating.moves().len() > RELOCATION_BREADTH);
        assert_eq!(relocating.search_breadth(), Some(RELOCATION_BREADTH));
        assert_eq!(
            at("7w/8/8/8/b7/b7/b7/8 w 0,0 0-1 - 0 40").search_breadth(),
            None
        );
    }
}
