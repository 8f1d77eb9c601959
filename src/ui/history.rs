//! A game in progress as the page sees it: a start, the tree of moves
//! (`ui::tree`: a move played in the past starts a variation, nothing is
//! ever dropped), the line being looked at and which of its positions is
//! shown, with undo, redo and jumping to any move.
//!
//! Kept free of the browser so it is tested natively; the record it produces
//! (main line, notes and variations) is what the page stores and puts in
//! the link.

use crate::any_game::{AnyGame, PlayError};
use crate::clock::Clock;
use crate::game::{IllegalMove, Seat};
use crate::record::{Comment, Glyph, Line, Notes, Record, RecordError, MAX_MOVES};
use crate::ui::scene::Step;
use crate::ui::tree::{said_about, MoveTree, NodeId, ROOT};
use crate::ui::view::{AnyView, Played};

/// Moves between kept positions: going to any move replays at most this
/// many, so stepping back through a game of thousands of moves stays as
/// quick as in a short one.
pub(crate) const CHECKPOINT_EVERY: usize = 128;

/// The moves of a game and the position being shown.
pub struct History {
    /// The record's game, options, start, clock and headers (its moves and
    /// notes live in `tree`).
    record: Record,
    tree: MoveTree,
    /// The line on show: the nodes from the first move to the line's end,
    /// following main continuations past the shown position.
    line: Vec<NodeId>,
    /// The position after `i * CHECKPOINT_EVERY` moves of `line`, for every
    /// `i` up to the moves known; the first is the start.
    checkpoints: Vec<Box<dyn AnyGame>>,
    /// The moves of `line`, their movers and whether each ended a turn
    /// (`Game::turn_over`, asked as they were played), so the move list
    /// numbers by turn without replaying the game.
    moves: Vec<String>,
    movers: Vec<Seat>,
    ends: Vec<bool>,
    cursor: usize,
    current: Box<dyn AnyGame>,
    last_steps: Vec<Step>,
}

impl History {
    /// Replays a record, its variations included; the cursor goes to the
    /// end of its main line.
    pub fn from_record(record: &Record) -> Result<History, RecordError> {
        let mut kept = Vec::new();
        let mut tree = MoveTree::default();
        let mut at = ROOT;
        let replay = record.replay_visiting(|ply, mover, position| {
            at = tree.add(at, "", mover, position.turn_over(mover));
            if ply.is_multiple_of(CHECKPOINT_EVERY) {
                kept.push(position.clone_box());
            }
        })?;
        let notes = replay.notes;
        tree.node_mut(ROOT).before = notes.intro.clone();
        let main = tree.line_from(ROOT);
        for (ply, (&node, text)) in main[1..].iter().zip(&replay.moves).enumerate() {
            let (comment, glyphs) = said_about(&notes, ply);
            let node = tree.node_mut(node);
            node.text = text.clone();
            node.comment = comment;
            node.glyphs = glyphs;
        }
        if notes.plies.iter().any(|p| !p.variations.is_empty()) {
            add_variations(&mut tree, replay.start.as_ref(), &main, &notes);
        }
        let mut checkpoints = vec![replay.start];
        checkpoints.extend(kept);
        let mut history = History {
            record: Record {
                moves: Vec::new(),
                clock: replay.clock,
                notes: Notes {
                    tags: notes.tags,
                    ..Notes::default()
                },
                ..record.clone()
            },
            line: main[1..].to_vec(),
            tree,
            checkpoints,
            cursor: replay.moves.len(),
            moves: replay.moves,
            movers: Vec::new(),
            ends: Vec::new(),
            current: replay.end,
            last_steps: Vec::new(),
        };
        history.cache_line(0);
        // The last move's motion, to mark it: from the checkpoint before it.
        history.goto(history.cursor);
        Ok(history)
    }

    /// The position before the first move.
    pub fn start(&self) -> &dyn AnyGame {
        self.checkpoints[0].as_ref()
    }

    /// The position being shown.
    pub fn current(&self) -> &dyn AnyGame {
        self.current.as_ref()
    }

    /// The moves of the line on show, including those after the cursor
    /// (redo).
    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    /// The seat that made each move of `moves`.
    pub fn movers(&self) -> &[Seat] {
        &self.movers
    }

    /// Whether each move of `moves` ended a turn, for lists numbered by
    /// turn (`ui::turns::row_starts`).
    pub fn turn_ends(&self) -> &[bool] {
        &self.ends
    }

    /// How many moves lead to the shown position.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The motion of the move that led to the shown position, to mark it.
    pub fn last_steps(&self) -> &[Step] {
        &self.last_steps
    }

    /// The tree of every line, to list variations and read notes.
    pub fn tree(&self) -> &MoveTree {
        &self.tree
    }

    /// The nodes of the line on show, one per move of `moves`.
    pub fn line(&self) -> &[NodeId] {
        &self.line
    }

    /// The node of the shown position (`tree::ROOT` at the start).
    pub fn here(&self) -> NodeId {
        match self.cursor {
            0 => ROOT,
            n => self.line[n - 1],
        }
    }

    /// True when the line on show is the game's main line.
    pub fn on_main_line(&self) -> bool {
        self.line
            .last()
            .is_none_or(|&end| self.tree.on_main_line(end))
    }

    /// The whole game as a record: the main line's moves, whatever line is
    /// shown, and every variation and note.
    pub fn record(&self) -> Record {
        let (moves, notes) = self.tree.to_notes(self.record.notes.tags.clone());
        Record {
            moves,
            notes,
            ..self.record.clone()
        }
    }

    /// The record's headers (players, event, title...): its notes but for
    /// the moves', which the tree holds.
    pub fn headers(&self) -> &Notes {
        &self.record.notes
    }

    /// The line on show up to the shown position, as a plain record: what
    /// the computer and the partner search from.
    pub fn record_to_here(&self) -> Record {
        Record {
            moves: self.moves[..self.cursor].to_vec(),
            notes: Notes::default(),
            ..self.record.clone()
        }
    }

    /// The game's clock, when it is played with one: the time control and
    /// each seat's time left after the last move.
    pub fn clock(&self) -> Option<&Clock> {
        self.record.clock.as_ref()
    }

    /// The clock, for the page to charge the time a seat spent.
    pub fn clock_mut(&mut self) -> Option<&mut Clock> {
        self.record.clock.as_mut()
    }

    /// The clock with the position it times, borrowed together: handing the
    /// clock over after a move reads the position while it charges the time.
    pub fn clock_and_position(&mut self) -> Option<(&mut Clock, &dyn AnyGame)> {
        let clock = self.record.clock.as_mut()?;
        Some((clock, self.current.as_ref()))
    }

    /// Gives a game not yet begun a clock (or none).
    pub fn set_clock(&mut self, clock: Option<Clock>) {
        self.record.clock = clock;
    }

    /// The seat whose time ran out, ending the game at its last move.
    pub fn flagged(&self) -> Option<Seat> {
        self.clock().and_then(Clock::flagged)
    }

    /// Plays a move at the shown position. The line's own next move, or a
    /// move already played here in another line, is gone on to; any other
    /// starts a new variation at this position (at the end of a line, it
    /// simply continues it). Nothing is dropped. A game whose lines hold
    /// `record::MAX_MOVES` moves takes no more: its record could not be read
    /// back (a reload, a link), so the page would lose it; nor does a game
    /// whose clock has run out, which is over.
    pub fn play(&mut self, text: &str) -> Result<Played, PlayError> {
        if let Some(reason) = self.refusal() {
            return Err(PlayError::Illegal(IllegalMove {
                text: text.trim().to_string(),
                position: self.current.position_text(),
                reason: Some(reason),
            }));
        }
        let mover = self.current.to_move();
        let played = self.current.play_shown(text)?;
        let here = self.here();
        let node = match self.tree.find(here, &played.text) {
            Some(node) => node,
            None if self.tree.len() >= MAX_MOVES => {
                // Undo the move just played on `current`.
                self.goto(self.cursor);
                return Err(PlayError::Illegal(IllegalMove {
                    text: text.trim().to_string(),
                    position: self.current.position_text(),
                    reason: Some(limit_reason()),
                }));
            }
            None => {
                let ends = self.current.turn_over(mover);
                self.tree.add(here, &played.text, mover, ends)
            }
        };
        if self.line.get(self.cursor) != Some(&node) {
            self.switch_line(self.cursor, node);
        }
        self.cursor += 1;
        self.keep_checkpoint();
        self.last_steps = played.steps.clone();
        Ok(played)
    }

    /// Why no move may be played now, if none may.
    fn refusal(&self) -> Option<String> {
        if self.cursor >= MAX_MOVES {
            Some(limit_reason())
        } else {
            self.flagged()
                .map(|_| "the game is over: a clock ran out".to_string())
        }
    }

    /// Shows the position after `n` moves of the line on show (clamped).
    pub fn goto(&mut self, n: usize) {
        let n = n.min(self.moves.len());
        // The last move's motion needs the position before it, so replay
        // from the checkpoint at or before the move ahead of `n`.
        let from = (n.saturating_sub(1) / CHECKPOINT_EVERY).min(self.checkpoints.len() - 1);
        let mut position = self.checkpoints[from].clone_box();
        let mut last_steps = Vec::new();
        let first = from * CHECKPOINT_EVERY;
        for (i, mv) in self.moves[first..n].iter().enumerate() {
            // Moves were checked when they entered the history.
            if first + i + 1 == n {
                match position.play_shown(mv) {
                    Ok(played) => last_steps = played.steps,
                    Err(_) => break,
                }
            } else if position.play_text(mv).is_err() {
                break;
            }
        }
        self.current = position;
        self.cursor = n;
        self.last_steps = last_steps;
    }

    /// Shows the position after move `node`, in its line (the line through
    /// it, then its main continuation).
    pub fn enter(&mut self, node: NodeId) {
        let path = self.tree.path_to(node);
        // The first move where the line on show and the path part.
        let common = path
            .iter()
            .zip(&self.line)
            .take_while(|(a, b)| a == b)
            .count();
        if common < path.len() {
            self.switch_line(common, path[common]);
        }
        self.goto(path.len());
    }

    /// One move back; false at the start.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.goto(self.cursor - 1);
        true
    }

    /// One move forward again; false at the end.
    pub fn redo(&mut self) -> bool {
        if self.cursor == self.moves.len() {
            return false;
        }
        let next = self.moves[self.cursor].clone();
        match self.current.play_shown(&next) {
            Ok(played) => {
                self.cursor += 1;
                self.keep_checkpoint();
                self.last_steps = played.steps;
                true
            }
            Err(_) => false,
        }
    }

    /// Makes the line on show the game's main line; the lines it displaces
    /// are kept as variations.
    pub fn make_main(&mut self) {
        if let Some(&end) = self.line.last() {
            self.tree.make_main(end);
        }
    }

    /// Moves the shown move's line one place up among the moves played in
    /// its place (to the main line when it is the first variation).
    pub fn promote(&mut self) {
        let here = self.here();
        // The nearest fork at or before the shown move.
        let fork = self.line[..self.cursor]
            .iter()
            .rev()
            .copied()
            .find(|&n| !self.tree.alternatives(n).is_empty());
        if let Some(node) = fork.or((here != ROOT).then_some(here)) {
            self.tree.promote(node);
        }
    }

    /// Deletes the shown move and every move after it in the tree, and
    /// shows the position it was played from; false at the start.
    pub fn delete_here(&mut self) -> bool {
        let here = self.here();
        if here == ROOT {
            return false;
        }
        let parent = self.tree.delete(here);
        let at = self.cursor - 1;
        match self.tree.children(parent).first() {
            Some(&next) => self.switch_line(at, next),
            None => self.truncate_line(at),
        }
        self.goto(at);
        true
    }

    /// The comment after the shown move (before the first, at the start).
    pub fn comment(&self) -> &Comment {
        let node = self.tree.node(self.here());
        if self.cursor == 0 {
            &node.before
        } else {
            &node.comment
        }
    }

    /// The comment of the shown move, to edit its text or shapes.
    pub fn comment_mut(&mut self) -> &mut Comment {
        let here = self.here();
        let node = self.tree.node_mut(here);
        if here == ROOT {
            &mut node.before
        } else {
            &mut node.comment
        }
    }

    /// The glyphs of the shown move (none at the start).
    pub fn glyphs(&self) -> &[Glyph] {
        &self.tree.node(self.here()).glyphs
    }

    /// Gives the shown move `glyph` as its only move-quality glyph (NAGs 1
    /// to 6), or none; other glyphs it has are kept.
    pub fn set_glyph(&mut self, glyph: Option<Glyph>) {
        let here = self.here();
        if here == ROOT {
            return;
        }
        let glyphs = &mut self.tree.node_mut(here).glyphs;
        glyphs.retain(|g| g.symbol().is_none());
        if let Some(glyph) = glyph {
            glyphs.insert(0, glyph);
        }
    }
}

impl History {
    /// Makes the line on show follow `node` as its move `at` (0-based),
    /// then its main continuation.
    fn switch_line(&mut self, at: usize, node: NodeId) {
        self.truncate_line(at);
        self.line.extend(self.tree.line_from(node));
        self.cache_line(at);
    }

    /// Cuts the line on show to its first `at` moves, and the positions
    /// kept for it past them.
    fn truncate_line(&mut self, at: usize) {
        self.line.truncate(at);
        self.moves.truncate(at);
        self.movers.truncate(at);
        self.ends.truncate(at);
        self.checkpoints.truncate(at / CHECKPOINT_EVERY + 1);
    }

    /// Fills the moves, movers and turn ends of the line's moves from `at`.
    fn cache_line(&mut self, at: usize) {
        self.moves.truncate(at);
        self.movers.truncate(at);
        self.ends.truncate(at);
        for &n in &self.line[at..] {
            let node = self.tree.node(n);
            self.moves.push(node.text.clone());
            self.movers.push(node.mover);
            self.ends.push(node.ends_turn);
        }
    }

    /// Keeps the shown position as a checkpoint when it falls on one that
    /// is not kept yet.
    fn keep_checkpoint(&mut self) {
        if self.cursor.is_multiple_of(CHECKPOINT_EVERY)
            && self.checkpoints.len() == self.cursor / CHECKPOINT_EVERY
        {
            self.checkpoints.push(self.current.clone_box());
        }
    }
}

/// Why a game at the record's move limit takes no more moves.
fn limit_reason() -> String {
    format!(
        "the game has reached {} moves, the most a record holds",
        crate::record::thousands(MAX_MOVES)
    )
}

/// Adds the variations of `notes` to `tree`, whose main line `main` (root
/// first) was replayed from `start`. The record was checked, so every move
/// plays; one that would not ends its line.
fn add_variations(tree: &mut MoveTree, start: &dyn AnyGame, main: &[NodeId], notes: &Notes) {
    let mut position = start.clone_box();
    for (ply, pair) in main.windows(2).enumerate() {
        let lines = notes.variations_at(ply);
        if !lines.is_empty() {
            add_lines(tree, position.as_ref(), pair[0], lines);
        }
        if position.play_text(&tree.node(pair[1]).text).is_err() {
            return;
        }
    }
}

/// Adds `lines`, each played from `before` (the position of node `parent`).
fn add_lines(tree: &mut MoveTree, before: &dyn AnyGame, parent: NodeId, lines: &[Line]) {
    for line in lines {
        let mut position = before.clone_box();
        let mut at = parent;
        for (j, noted) in line.moves.iter().enumerate() {
            // Alternatives to this move are played from the position before it.
            let before_move = (!noted.notes.variations.is_empty()).then(|| position.clone_box());
            let mover = position.to_move();
            let Ok(text) = position.play_text(&noted.text) else {
                break;
            };
            let ends = position.turn_over(mover);
            let node = tree.add(at, &text, mover, ends);
            let n = tree.node_mut(node);
            n.comment = noted.notes.comment.clone();
            n.glyphs = noted.notes.glyphs.clone();
            if j == 0 {
                n.before = line.intro.clone();
            }
            if let Some(back) = before_move {
                add_lines(tree, back.as_ref(), at, &noted.notes.variations);
            }
            at = node;
        }
    }
}
