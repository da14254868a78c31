//! What a search below a shrink's last case covered, for the report's words.

use crate::hack::hackable::{Hackable, Scope, Smaller};

/// The smaller cases searched below the last case, none of which failed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Covered {
    pub tried: usize,
    /// Whether they are every smaller case.
    pub every: bool,
    /// How many size classes were searched, and how many of them (holding how many cases)
    /// were listed whole.
    pub classes: usize,
    pub whole_classes: usize,
    pub whole_cases: usize,
    /// The classes listed in part, each named ([`Hackable::class`]) with the words that say
    /// which of its cases were listed; the other classes were drawn from.
    pub listed: Vec<(String, String)>,
    /// The smallest class searched and the largest.
    pub from: String,
    pub to: String,
}

impl Covered {
    pub(super) fn of<G: Hackable>(smaller: &Smaller<G::Case>) -> Covered {
        let (mut whole_classes, mut whole_cases, mut listed) = (0, 0, Vec::new());
        let mut first = 0;
        for class in &smaller.classes {
            match &class.scope {
                Scope::Whole => {
                    (whole_classes, whole_cases) = (whole_classes + 1, whole_cases + class.cases)
                }
                Scope::Listed(words) => {
                    listed.push((G::class(&smaller.cases[first]), words.clone()))
                }
                Scope::Drawn => {}
            }
            first += class.cases;
        }
        let name = |i: Option<&G::Case>| i.map_or_else(String::new, G::class);
        Covered {
            tried: smaller.cases.len(),
            every: smaller.every,
            classes: smaller.classes.len(),
            whole_classes,
            whole_cases,
            listed,
            from: name(smaller.cases.first()),
            to: name(smaller.cases.last()),
        }
    }
}
