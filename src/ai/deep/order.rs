//! Which moves the deep search tries first: the table's best move, then two
//! killer moves a ply (moves that refuted a sibling position), then the
//! rest by their history (how often and how deep each move cut off). Good
//! moves first is what makes alpha-beta cut: with perfect order it looks at
//! about the square root of the positions a plain search does.

/// Killer moves by ply and the history table, by move index.
pub(super) struct Order {
    killers: Vec<[Option<usize>; 2]>,
    history: Vec<u32>,
}

impl Order {
    /// Tables for a game whose moves have `indices` distinct indices.
    pub(super) fn new(indices: usize) -> Order {
        Order {
            killers: Vec::new(),
            history: vec![0; indices],
        }
    }

    /// Sorts `moves` best first for a node at `ply` whose table move is
    /// `table_move`; each is (rank, index, move), and the rank is set here,
    /// once a move, so the sort compares plain numbers.
    pub(super) fn sort<M>(
        &self,
        moves: &mut [(u64, usize, M)],
        ply: usize,
        table_move: Option<usize>,
    ) {
        let killers = self.killers.get(ply).copied().unwrap_or_default();
        for (rank, index, _) in moves.iter_mut() {
            *rank = if Some(*index) == table_move {
                u64::MAX
            } else if Some(*index) == killers[0] {
                u64::MAX - 1
            } else if Some(*index) == killers[1] {
                u64::MAX - 2
            } else {
                u64::from(self.history[*index])
            };
        }
        // Unstable: it needs no buffer, and ties stay in the same order for
        // a given list, so a search still repeats itself.
        moves.sort_unstable_by_key(|(rank, _, _)| std::cmp::Reverse(*rank));
    }

    /// Remembers that the move `index` refuted a node at `ply` searched `depth` deep.
    pub(super) fn cut(&mut self, index: usize, ply: usize, depth: u32) {
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None; 2]);
        }
        let killers = &mut self.killers[ply];
        if killers[0] != Some(index) {
            killers[1] = killers[0];
            killers[0] = Some(index);
        }
        let bonus = depth * depth;
        let entry = &mut self.history[index];
        *entry = entry.saturating_add(bonus);
        // Halve everything before the counts saturate, keeping their order.
        if *entry > u32::MAX / 2 {
            self.history.iter_mut().for_each(|count| *count /= 2);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Order;

    #[test]
    fn the_table_move_then_killers_then_history() {
        let mut order = Order::new(8);
        order.cut(5, 0, 3);
        order.cut(6, 3, 4);
        order.cut(2, 3, 1);
        let mut moves: Vec<(u64, usize, char)> =
            (0..8).map(|i| (0, i, (b'a' + i as u8) as char)).collect();
        order.sort(&mut moves, 3, Some(7));
        let first: Vec<usize> = moves.iter().take(4).map(|(_, i, _)| *i).collect();
        // 7 from the table, 2 and 6 the killers at ply 3, newest first, then 5 by history.
        assert_eq!(first, [7, 2, 6, 5]);
    }
}
