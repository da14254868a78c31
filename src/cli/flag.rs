//! One flag of the command line, what it sets, and the errors a value gets; the table of
//! them all is [`super::flags::FLAGS`].

use crate::game::Game;
use crate::hack;
use crate::reader::shown;
use std::ffi::OsString;

/// What the command line asks of the solver.
#[derive(Default)]
pub struct Flags {
    pub explaining: bool,
    pub boards: bool,
    pub playing: bool,
    pub validating: bool,
    pub package: Option<crate::package::Layout>,
    pub query: Option<usize>,
    pub path: Option<OsString>,
    pub help: bool,
    pub version: bool,
}

/// Sets a switch, once.
pub fn once(set: &mut bool, flag: &str) -> Result<(), String> {
    if std::mem::replace(set, true) {
        return Err(format!("`{flag}` is given twice (see --help)"));
    }
    Ok(())
}

/// One flag of the command line.
pub struct Flag {
    pub long: &'static str,
    pub short: Option<&'static str>,
    /// The value's name in the usage, and what an error says it needs.
    pub value: Option<(&'static str, &'static str)>,
    /// One line; `{memory}`, `{time}` and `{judge}` stand for the game's, `{judges}` for every
    /// judge, `{idle}`, `{tle}` and `{hunt}` for hack mode's rules.
    pub help: &'static str,
    pub default: Option<&'static str>,
    /// The games that have it.
    pub only: Only,
    pub set: Set,
}

/// Which games have a flag.
#[derive(Clone, Copy, PartialEq)]
pub enum Only {
    All,
    /// Games on a board ([`Game::BOARDS`]).
    Boards,
    /// Games whose input asks several questions ([`Game::CHASE`]).
    Chase,
}

/// What a flag sets: the solver's flags or hack mode's options, from its value where it takes
/// one.
#[derive(Clone, Copy)]
pub enum Set {
    Switch(fn(&mut Flags) -> Result<(), String>),
    Value(fn(&mut Flags, &str) -> Result<(), String>),
    HackSwitch(fn(&mut hack::Options)),
    HackValue(fn(&mut hack::Options, &str) -> Result<(), String>),
    /// A value that may be left out: given inline (`--x=v`), or as the next word when that
    /// word is a number.
    HackOptional(fn(&mut hack::Options, Option<&str>) -> Result<(), String>),
}

impl Flag {
    /// The flag as the usage names it: `-h, --help`, `--cases N`.
    pub fn names(&self) -> String {
        let short = self.short.map_or(String::new(), |s| format!("{s}, "));
        let value = self.value.map_or(String::new(), |(v, _)| format!(" {v}"));
        format!("{short}{}{value}", self.long)
    }

    pub fn is(&self, arg: &str) -> bool {
        arg == self.long || Some(arg) == self.short
    }

    pub fn is_hack(&self) -> bool {
        matches!(
            self.set,
            Set::HackSwitch(_) | Set::HackValue(_) | Set::HackOptional(_)
        )
    }

    pub fn for_game<G: Game>(&self) -> bool {
        match self.only {
            Only::All => true,
            Only::Boards => G::BOARDS.is_some(),
            Only::Chase => G::CHASE.is_some(),
        }
    }
}

pub fn needs(flag: &str, what: &str) -> String {
    format!("`{flag}` needs {what} (see --help)")
}

pub fn bad_value(flag: &str, v: &str) -> String {
    format!("`{flag}`: `{}` is not a valid value (see --help)", shown(v))
}
