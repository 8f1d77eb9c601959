//! The moves of a game as a tree: every move ever played at a position is
//! kept, the first child of each position being its main continuation and
//! the others its variations (PGN's order). A move played at an earlier
//! position therefore starts a variation instead of deleting the rest, and
//! an annotated record's notes (comments, glyphs, shapes, nested lines) have
//! a home on the move they speak about.
//!
//! This module knows no positions: `ui::history` plays the moves; here are
//! only the shape of the tree, its editing (promote, delete) and its
//! conversion to and from the records layer's `Notes`.

use crate::game::Seat;
use crate::record::{Comment, Glyph, Line, MoveNotes, NotedMove, Notes};

/// A node of the tree: an index into its arena. The root (the start
/// position, before any move) is `ROOT`.
pub type NodeId = usize;

/// The start position's node, parent of the first moves.
pub const ROOT: NodeId = 0;

/// One move and what is said about it.
#[derive(Clone, Debug)]
pub struct Node {
    /// The move in the game's canonical notation (empty for the root).
    pub text: String,
    /// The seat that made it.
    pub mover: Seat,
    /// Whether it ended its mover's turn, for numbering by turn.
    pub ends_turn: bool,
    /// The comment written before the move, when the move begins a
    /// variation (the root's is the comment before the first move).
    pub before: Comment,
    /// The comment after the move, with its shapes.
    pub comment: Comment,
    /// Its glyphs (`!`, `?!`, `$14`...).
    pub glyphs: Vec<Glyph>,
    parent: NodeId,
    /// The moves played after it: the first is its main continuation.
    children: Vec<NodeId>,
}

/// The arena of nodes. Deleted nodes stay in the arena, unreachable, and
/// are not counted; a tree is rebuilt from its record on every load.
#[derive(Clone, Debug)]
pub struct MoveTree {
    nodes: Vec<Node>,
    /// Moves reachable from the root, for the record's move limit.
    live: usize,
}

impl Node {
    /// A move with nothing said about it yet.
    fn new(text: &str, mover: Seat, ends_turn: bool, parent: NodeId) -> Node {
        Node {
            text: text.to_string(),
            mover,
            ends_turn,
            before: Comment::default(),
            comment: Comment::default(),
            glyphs: Vec::new(),
            parent,
            children: Vec::new(),
        }
    }
}

impl Default for MoveTree {
    fn default() -> MoveTree {
        MoveTree {
            nodes: vec![Node::new("", Seat(0), false, ROOT)],
            live: 0,
        }
    }
}

impl MoveTree {
    /// The node `id` (the root for an unknown id, which no caller makes).
    pub fn node(&self, id: NodeId) -> &Node {
        self.nodes.get(id).unwrap_or(&self.nodes[ROOT])
    }

    /// The node `id` to annotate.
    pub fn node_mut(&mut self, id: NodeId) -> &mut Node {
        let id = if id < self.nodes.len() { id } else { ROOT };
        &mut self.nodes[id]
    }

    /// The moves played at `id`'s position, main continuation first.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        &self.node(id).children
    }

    /// The node `id` was played from.
    pub fn parent(&self, id: NodeId) -> NodeId {
        self.node(id).parent
    }

    /// How many moves the tree holds in all its lines.
    pub fn len(&self) -> usize {
        self.live
    }

    /// True before any move.
    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// The child of `parent` that is the move `text`, if it was played.
    pub fn find(&self, parent: NodeId, text: &str) -> Option<NodeId> {
        self.children(parent)
            .iter()
            .copied()
            .find(|&c| self.nodes[c].text == text)
    }

    /// Adds the move `text` after `parent`, as its main continuation when it
    /// is the first, else as its last variation.
    pub fn add(&mut self, parent: NodeId, text: &str, mover: Seat, ends_turn: bool) -> NodeId {
        let id = self.nodes.len();
        self.nodes.push(Node::new(text, mover, ends_turn, parent));
        self.node_mut(parent).children.push(id);
        self.live += 1;
        id
    }

    /// `from` and the main continuation after it, to the line's end.
    pub fn line_from(&self, from: NodeId) -> Vec<NodeId> {
        let mut line = vec![from];
        let mut at = from;
        while let Some(&next) = self.children(at).first() {
            line.push(next);
            at = next;
        }
        line
    }

    /// The nodes from the first move to `id`, in order (empty for the root).
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        let mut at = id;
        while at != ROOT && at < self.nodes.len() {
            path.push(at);
            at = self.parent(at);
        }
        path.reverse();
        path
    }

    /// The other moves that were played in the place of `id`: its siblings,
    /// main continuation first.
    pub fn alternatives(&self, id: NodeId) -> Vec<NodeId> {
        if id == ROOT {
            return Vec::new();
        }
        self.children(self.parent(id))
            .iter()
            .copied()
            .filter(|&c| c != id)
            .collect()
    }

    /// True when `id` lies on the main line (every move on its path is its
    /// parent's main continuation).
    pub fn on_main_line(&self, id: NodeId) -> bool {
        self.path_to(id)
            .iter()
            .all(|&n| self.children(self.parent(n)).first() == Some(&n))
    }

    /// Makes the line through `id` the main line: at every fork on its path
    /// its branch becomes the main continuation (lichess's "make main line").
    /// The lines it displaces stay, as variations.
    pub fn make_main(&mut self, id: NodeId) {
        for n in self.path_to(id) {
            let parent = self.parent(n);
            let children = &mut self.nodes[parent].children;
            if let Some(at) = children.iter().position(|&c| c == n) {
                let moved = children.remove(at);
                children.insert(0, moved);
            }
        }
    }

    /// Moves `id`'s branch one place up among its parent's moves (to the
    /// main continuation when it is the first variation).
    pub fn promote(&mut self, id: NodeId) {
        let parent = self.parent(id);
        let children = &mut self.nodes[parent].children;
        if let Some(at) = children.iter().position(|&c| c == id) {
            if at > 0 {
                children.swap(at, at - 1);
            }
        }
    }

    /// Deletes `id` and every move after it; returns the node it was played
    /// from. The root cannot be deleted.
    pub fn delete(&mut self, id: NodeId) -> NodeId {
        if id == ROOT || id >= self.nodes.len() {
            return ROOT;
        }
        let parent = self.parent(id);
        self.nodes[parent].children.retain(|&c| c != id);
        let mut stack = vec![id];
        while let Some(n) = stack.pop() {
            self.live -= 1;
            stack.extend(self.nodes[n].children.iter().copied());
        }
        parent
    }

    /// The main line's moves and the notes of the whole tree, as the
    /// records layer writes them (`tags` kept as given).
    pub fn to_notes(&self, tags: Vec<(String, String)>) -> (Vec<String>, Notes) {
        let main = self.line_from(ROOT);
        let moves = main[1..]
            .iter()
            .map(|&n| self.nodes[n].text.clone())
            .collect();
        let plies = main[1..].iter().map(|&n| self.move_notes(n)).collect();
        let mut notes = Notes {
            tags,
            intro: self.nodes[ROOT].before.clone(),
            plies,
        };
        notes.normalise();
        (moves, notes)
    }

    /// What is said about move `id`: its comment, glyphs and, when it is
    /// its parent's main continuation, the variations beside it.
    fn move_notes(&self, id: NodeId) -> MoveNotes {
        let node = &self.nodes[id];
        let siblings = self.children(node.parent);
        let variations = if siblings.first() == Some(&id) {
            siblings[1..].iter().map(|&v| self.line(v)).collect()
        } else {
            Vec::new()
        };
        MoveNotes {
            comment: node.comment.clone(),
            glyphs: node.glyphs.clone(),
            variations,
        }
    }

    /// The variation that begins with `first`, as the records layer holds it.
    fn line(&self, first: NodeId) -> Line {
        Line {
            intro: self.nodes[first].before.clone(),
            moves: self
                .line_from(first)
                .into_iter()
                .map(|n| NotedMove {
                    text: self.nodes[n].text.clone(),
                    notes: self.move_notes(n),
                })
                .collect(),
        }
    }
}

/// The notes of main-line move `ply` in `notes`, without its variations
/// (which become nodes of their own).
pub fn said_about(notes: &Notes, ply: usize) -> (Comment, Vec<Glyph>) {
    notes
        .at(ply)
        .map(|m| (m.comment.clone(), m.glyphs.clone()))
        .unwrap_or_default()
}
