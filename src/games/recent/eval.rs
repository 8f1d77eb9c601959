//! What the computer reads from the remembered positions: how far play goes
//! round in circles, and an evaluation damped by it.

use super::Recent;

impl Recent {
    /// How many remembered positions repeat one remembered before them:
    /// 0 while play makes progress, up to `SIZE - 2` in a two-ply cycle.
    pub(crate) fn repeats(&self) -> u32 {
        let keys = &self.keys[..usize::from(self.len)];
        (1..keys.len())
            .filter(|&i| keys[..i].contains(&keys[i]))
            .count() as u32
    }

    /// `score` halved for every repeat among the remembered positions, so
    /// that the line which leaves a cycle soonest scores highest for the
    /// side ahead. Division rounds towards zero, so the damped evaluation
    /// stays exactly zero-sum (alpha-beta checks that it is).
    pub(crate) fn damp(&self, score: i32) -> i32 {
        score / (1 << self.repeats().min(16))
    }
}

#[cfg(test)]
mod tests {
    use super::super::Recent;

    #[test]
    fn progress_is_not_damped_and_a_cycle_is() {
        let mut recent = Recent::default();
        for key in 1..=20 {
            recent.push(key);
        }
        assert_eq!(recent.repeats(), 0);
        assert_eq!(recent.damp(400), 400);
        for _ in 0..4 {
            recent.push(7);
            recent.push(8);
        }
        assert_eq!(recent.repeats(), 6);
        assert_eq!(recent.damp(400), 400 >> 6);
        assert_eq!(recent.damp(-401), -(401 >> 6));
        // Leaving the cycle flushes the repeats out within SIZE plies.
        recent.push(9);
        recent.push(10);
        assert_eq!(recent.repeats(), 4);
    }
}
