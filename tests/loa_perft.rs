//! LOA perft for depths 1 to 3, and the engine's move lists checked against
//! a deliberately naive reference written from RULES.md 5.2 with arrays and
//! loops, sharing no code with the bitboard engine.

#![cfg(not(target_arch = "wasm32"))]

use tavoliere::analysis::perft;
use tavoliere::game::{Game, Outcome};
use tavoliere::games::loa::{Loa, LoaOptions};
use tavoliere::rng::Rng;

/// A board of `Option<colour>` (0 Black, 1 White), `[rank][file]`.
#[derive(Clone)]
struct Reference {
    board: [[Option<u8>; 8]; 8],
    side: u8,
    over: bool,
}

const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

fn on_board(f: i32, r: i32) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

impl Reference {
    fn from_text(text: &str) -> Reference {
        let (board_text, side) = text.split_once(' ').unwrap();
        let mut board = [[None; 8]; 8];
        for (i, row) in board_text.split('/').enumerate() {
            let rank = 7 - i;
            let mut file = 0;
            for ch in row.chars() {
                match ch {
                    'b' => {
                        board[rank][file] = Some(0);
                        file += 1
                    }
                    'w' => {
                        board[rank][file] = Some(1);
                        file += 1
                    }
                    d => file += d.to_digit(10).unwrap() as usize,
                }
            }
        }
        Reference {
            board,
            side: if side == "b" { 0 } else { 1 },
            over: false,
        }
    }

    fn at(&self, f: i32, r: i32) -> Option<u8> {
        self.board[r as usize][f as usize]
    }

    /// Moves as (from file, from rank, to file, to rank).
    fn moves(&self) -> Vec<(i32, i32, i32, i32)> {
        let mut out = Vec::new();
        if self.over {
            return out;
        }
        for r in 0..8 {
            for f in 0..8 {
                if self.at(f, r) != Some(self.side) {
                    continue;
                }
                for (df, dr) in DIRECTIONS {
                    // Count every piece on the whole line, both ways.
                    let mut count = 1;
                    for sign in [1, -1] {
                        let (mut x, mut y) = (f + sign * df, r + sign * dr);
                        while on_board(x, y) {
                            if self.at(x, y).is_some() {
                                count += 1;
                            }
                            x += sign * df;
                            y += sign * dr;
                        }
                    }
                    let (tf, tr) = (f + count * df, r + count * dr);
                    if !on_board(tf, tr) || self.at(tf, tr) == Some(self.side) {
                        continue;
                    }
                    let blocked =
                        (1..count).any(|k| self.at(f + k * df, r + k * dr) == Some(1 - self.side));
                    if !blocked {
                        out.push((f, r, tf, tr));
                    }
                }
            }
        }
        out
    }

    fn joined(&self, colour: u8) -> bool {
        let cells: Vec<(i32, i32)> = (0..8)
            .flat_map(|r| (0..8).map(move |f| (f, r)))
            .filter(|&(f, r)| self.at(f, r) == Some(colour))
            .collect();
        let mut seen = vec![cells[0]];
        let mut frontier = vec![cells[0]];
        while let Some((f, r)) = frontier.pop() {
            for &(g, s) in &cells {
                if (g - f).abs() <= 1 && (s - r).abs() <= 1 && !seen.contains(&(g, s)) {
                    seen.push((g, s));
                    frontier.push((g, s));
                }
            }
        }
        seen.len() == cells.len()
    }

    fn play(&mut self, (f, r, tf, tr): (i32, i32, i32, i32)) {
        self.board[tr as usize][tf as usize] = self.board[r as usize][f as usize].take();
        // Default rules: any joined colour ends the game (who wins is not
        // needed for counting).
        self.over = self.joined(0) || self.joined(1);
        self.side = 1 - self.side;
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if moves.is_empty() && !self.over {
            let mut passed = self.clone();
            passed.side = 1 - passed.side;
            return passed.perft(depth - 1);
        }
        moves
            .into_iter()
            .map(|m| {
                let mut child = self.clone();
                child.play(m);
                child.perft(depth - 1)
            })
            .sum()
    }
}

fn name((f, r, tf, tr): (i32, i32, i32, i32)) -> String {
    let sq = |f: i32, r: i32| format!("{}{}", (b'a' + f as u8) as char, r + 1);
    format!("{}{}", sq(f, r), sq(tf, tr))
}

#[test]
fn perft_of_the_opening_to_depth_three() {
    let start = Loa::new(&LoaOptions::default());
    let reference = Reference::from_text(&start.to_text());
    let expected = [36, 1_244, 44_952];
    for (depth, &leaves) in (1..=3).zip(expected.iter()) {
        assert_eq!(perft(&start, depth), leaves, "engine perft {depth}");
        assert_eq!(reference.perft(depth), leaves, "reference perft {depth}");
    }
}

#[test]
fn move_lists_match_the_reference_along_random_games() {
    let options = LoaOptions::default();
    let mut checked = 0;
    for seed in 0..40 {
        let mut rng = Rng::new(seed);
        let mut game = Loa::new(&options);
        while game.outcome().is_none() {
            let reference = Reference::from_text(&game.to_text());
            let mut expected: Vec<String> = reference.moves().into_iter().map(name).collect();
            if expected.is_empty() {
                expected.push("pass".into());
            }
            expected.sort();
            let mut actual: Vec<String> = game
                .moves()
                .iter()
                .map(|m| game.move_to_string(m).replace(['-', 'x'], ""))
                .collect();
            actual.sort();
            assert_eq!(actual, expected, "in {}", game.to_text());
            checked += 1;
            let moves = game.moves();
            game.play_unchecked(&moves[rng.below(moves.len())]);
        }
        if let Some(Outcome::Win(_)) = game.outcome() {
            let reference = Reference::from_text(&game.to_text());
            assert!(
                reference.joined(0) || reference.joined(1),
                "a win needs a joined colour"
            );
        }
    }
    assert!(checked > 1_000, "only {checked} positions checked");
}
