//! Which Quoridor moves alpha-beta searches below the root
//! (`Game::search_moves`).
//!
//! Of about 130 legal moves most are walls far from both pawns. A wall
//! that cuts no seat's current shortest path leaves that path open, so it
//! lengthens nobody's race: the estimate sees only a wall spent. Searching
//! them cost hard a ply everywhere; dropping them below the root leaves the
//! pawn moves and the 10 to 30 walls across a shortest path, so the same
//! work reaches deeper. The root still weighs every legal move. Only hard
//! narrows (`evaluate::narrows`): with medium narrowed too (walls at 80
//! for both), hard and medium split 20-20 over 40 openings on which hard
//! had won 23-16 (one game stopped) with neither narrowed.

use super::super::board::{bit, distance, shortest_path, PathSides, Wall};
use super::super::position::{Quoridor, QuoridorMove};
use crate::game::Seat;

impl Quoridor {
    /// One current shortest path per seat (`None` where a way is closed).
    fn race_paths(&self) -> [Option<PathSides>; 4] {
        let (north, east) = self.walls.blocked();
        let mut paths = [None; 4];
        for (s, slot) in paths.iter_mut().enumerate().take(self.seats()) {
            let (start, goal) = self.race(Seat(s as u8));
            *slot = shortest_path(start, goal, north, east);
        }
        paths
    }

    /// Whether taking `wall` down would shorten some seat's race (`now`:
    /// each seat's distance as the walls stand): only then is a
    /// repositioning that puts it where it cuts no path worth a look.
    fn removal_shortens(&self, wall: Wall, now: &[Option<u8>; 4]) -> bool {
        let mut walls = self.walls;
        walls.remove(wall);
        let (north, east) = walls.blocked();
        (0..self.seats()).any(|s| {
            let (start, goal) = self.race(Seat(s as u8));
            distance(bit(start), goal, north, east) != now[s]
        })
    }

    /// Keeps, of `moves` (this position's legal moves), the pawn moves, the
    /// markers' and the die's moves, and the walls and repositionings that
    /// can change a race: a new wall across a shortest path, or a wall
    /// moved from where it lengthens a race or to across a path.
    pub(super) fn keep_searchable(&self, moves: &mut Vec<QuoridorMove>) {
        let paths = self.race_paths();
        let cuts = |wall: Wall| paths.iter().flatten().any(|p| p.cut_by(wall));
        // A wall taken down is asked about once, however many spots it may go to.
        let mut shortening: Vec<(Wall, bool)> = Vec::new();
        // The distances as the walls stand, worked out at the first
        // repositioning and shared by all of them.
        let mut now: Option<[Option<u8>; 4]> = None;
        moves.retain(|mv| match *mv {
            QuoridorMove::Wall(wall) => cuts(wall),
            QuoridorMove::Reposition { from, to } => {
                if cuts(to) {
                    return true;
                }
                match shortening.iter().find(|(w, _)| *w == from) {
                    Some(&(_, shortens)) => shortens,
                    None => {
                        let now = now.get_or_insert_with(|| self.distances());
                        let shortens = self.removal_shortens(from, now);
                        shortening.push((from, shortens));
                        shortens
                    }
                }
            }
            QuoridorMove::Step { .. }
            | QuoridorMove::WallJump { .. }
            | QuoridorMove::EndRepositioning
            | QuoridorMove::Pass => true,
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::game::{Game, GameOptions};
    use crate::games::quoridor::{Quoridor, QuoridorMove, QuoridorOptions};
    use crate::rng::Rng;

    /// Positions along seeded random games under these options.
    fn positions(pairs: &[(&str, &str)], games: u64) -> Vec<Quoridor> {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let options = QuoridorOptions::from_pairs(&pairs).expect("valid options");
        let mut out = Vec::new();
        for seed in 0..games {
            let mut rng = Rng::new(seed + 1);
            let mut position = Quoridor::new(&options);
            let mut moves = Vec::new();
            for _ in 0..60 {
                if position.outcome().is_some() {
                    break;
                }
                out.push(position.clone());
                let mv = position
                    .random_move(&mut rng, &mut moves)
                    .expect("a live game has a move");
                position.play_unchecked(&mv);
            }
        }
        out
    }

    fn is_wall_move(mv: &QuoridorMove) -> bool {
        matches!(mv, QuoridorMove::Wall(_) | QuoridorMove::Reposition { .. })
    }

    /// The narrowed list is legal moves only, keeps every move that is not
    /// a wall and exactly the new walls across a seat's shortest path, and
    /// drops no wall (or repositioning) that changes any seat's distance.
    fn check(pairs: &[(&str, &str)]) {
        let mut dropped_any = false;
        for position in positions(pairs, 6) {
            let legal = position.moves();
            let mut kept = legal.clone();
            position.keep_searchable(&mut kept);
            let before = position.distances();
            for mv in &kept {
                assert!(legal.contains(mv), "{mv:?} is not legal");
            }
            let paths = position.race_paths();
            for mv in &legal {
                if let QuoridorMove::Wall(wall) = *mv {
                    let touches = paths.iter().flatten().any(|p| p.cut_by(wall));
                    assert_eq!(kept.contains(mv), touches, "{mv:?}");
                }
            }
            for mv in &legal {
                if kept.contains(mv) {
                    continue;
                }
                dropped_any = true;
                assert!(is_wall_move(mv), "{mv:?} was dropped");
                let mut after = position.clone();
                after.play_unchecked(mv);
                assert_eq!(
                    after.distances(),
                    before,
                    "{mv:?} changes a race in {}",
                    position.to_text()
                );
            }
        }
        assert!(dropped_any, "nothing was narrowed under {pairs:?}");
    }

    #[test]
    fn the_narrowed_moves_keep_every_step_and_every_wall_that_changes_a_race() {
        check(&[]);
        check(&[("players", "4")]);
        check(&[("variant", "moving_goal")]);
        check(&[("variant", "wall_jump")]);
        check(&[("path_rule", "opponents")]);
    }

    #[test]
    fn repositionings_are_narrowed_too() {
        check(&[("variant", "die")]);
        check(&[("variant", "coin")]);
        check(&[("variant", "movable")]);
    }

    #[test]
    fn the_opening_keeps_the_steps_and_the_walls_across_the_two_files() {
        let start = Quoridor::new(&QuoridorOptions::default());
        let mut kept = start.moves();
        start.keep_searchable(&mut kept);
        let walls = kept.iter().filter(|mv| is_wall_move(mv)).count();
        // Both pawns run up the e file: 8 horizontal walls cut each path
        // at d or e, the same spots for both.
        assert_eq!(kept.len() - walls, 3);
        assert_eq!(walls, 16);
    }
}
