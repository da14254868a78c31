//! The small values every part of the JSON report is made of.

use super::super::encode::Json;
use crate::hack::verdict::Verdict;
use std::time::Duration;

pub fn int(n: impl Into<i128>) -> Json {
    Json::Int(n.into())
}

pub fn ms(t: Duration) -> Json {
    int(t.as_millis() as i64)
}

pub fn string(s: &str) -> Json {
    Json::Str(s.to_string())
}

pub fn verdict(v: Verdict) -> Json {
    Json::Object(vec![("code", string(v.code())), ("name", string(v.name()))])
}
